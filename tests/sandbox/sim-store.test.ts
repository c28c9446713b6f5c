import Database from 'better-sqlite3';
import { createClock } from '@/sandbox/clock';
import { Store } from '@/sandbox/store';
import { MIGRATIONS, migrate } from '@/sandbox/store/schema';
import { POOL_NUMBERS, SPARE_SIMS, pukFor } from '@/sandbox/store/sim';
import { DEFAULT_NOW } from './helpers';

/** The issue-14 migration and seeding (docs/sim-contract.md §2.2, §2.6): PUKs, the inventory, a kept database topped up. */
const PRODUCT = `INSERT INTO mobile_products (uuid, customer_uuid, msisdn, imsi, sim_id, status, created_at_nanos, product_catalog_uuid)
  VALUES (?, 'c1', ?, ?, ?, 4, 0, 'cat')`;

describe('the issue-14 migration', () => {
  test('gives every existing product an 8-digit PUK and puts its SIM in the inventory as IN_USE; products made later get them by the trigger', () => {
    const db = new Database(':memory:');
    try {
      db.exec('CREATE TABLE schema_version (version INTEGER NOT NULL); INSERT INTO schema_version VALUES (0)');
      const before = MIGRATIONS.findIndex((sql) => sql.includes('CREATE TABLE sim_inventory'));
      for (const sql of MIGRATIONS.slice(0, before)) db.exec(sql);
      db.prepare('UPDATE schema_version SET version = ?').run(before);
      db.prepare("INSERT INTO customers (uuid, spid, first_name, last_name, email, external_ref5, created_at) VALUES ('c1', 69, 'A', 'B', 'a@example.com', '5001', 0)").run();
      db.prepare(PRODUCT).run('p1', '64211111111', '530050000000001', '89640500000000000001');
      expect(migrate(db)).toBe(MIGRATIONS.length);
      const sim = (id: string) => db.prepare('SELECT state, puk FROM sim_inventory WHERE sim_id = ?').get(id) as { state: string; puk: string };
      const puk = (uuid: string) => (db.prepare('SELECT puk FROM mobile_products WHERE uuid = ?').get(uuid) as { puk: string }).puk;
      expect(puk('p1')).toMatch(/^\d{8}$/);
      expect(sim('89640500000000000001')).toEqual({ state: 'IN_USE', puk: puk('p1') });
      // An e-shop order inserts a product without a PUK: the trigger gives it one.
      db.prepare(PRODUCT).run('p2', '64212222222', '530050000000002', '89640500000000000002');
      expect(puk('p2')).toMatch(/^\d{8}$/);
      expect(sim('89640500000000000002')).toEqual({ state: 'IN_USE', puk: puk('p2') });
    } finally {
      db.close();
    }
  });

  test('a kept database gets the spares, the pool and the demo PUKs once; what tests did to them stays', async () => {
    const store = new Store(':memory:', createClock(Date.now, DEFAULT_NOW));
    try {
      await store.seed();
      const count = (sql: string) => (store.db.prepare(sql).get() as { n: number }).n;
      expect(count('SELECT COUNT(*) AS n FROM number_pool')).toBe(POOL_NUMBERS.length);
      expect(SPARE_SIMS.map((s) => store.sim.inventory(s.simId)?.state)).toEqual(['PRE_ACTIVATED', 'PRE_ACTIVATED', 'NOT_ACTIVATED']);
      const puk = (simId: string) => (store.db.prepare('SELECT puk FROM mobile_products WHERE sim_id = ?').get(simId) as { puk: string }).puk;
      expect(puk('89640500000000001011')).toBe('12345678');
      expect(puk('89640500000000002021')).toBe(pukFor('89640500000000002021'));
      // As a database from before issue 14 would have them: random PUKs, a used spare.
      store.db.prepare("UPDATE mobile_products SET puk = '00000000'").run();
      store.db.prepare("UPDATE sim_inventory SET state = 'IN_USE' WHERE sim_id = ?").run(SPARE_SIMS[0]?.simId);
      const reports = count('SELECT COUNT(*) AS n FROM call_security_reports');
      await store.seed();
      await store.seed();
      expect(puk('89640500000000001011')).toBe('12345678');
      expect(puk('89640500000000002021')).toBe(pukFor('89640500000000002021'));
      expect(store.sim.inventory(SPARE_SIMS[0]?.simId ?? '')?.state).toBe('IN_USE');
      expect(count('SELECT COUNT(*) AS n FROM call_security_reports')).toBe(reports);
      expect(count('SELECT COUNT(*) AS n FROM number_pool')).toBe(POOL_NUMBERS.length);
    } finally {
      store.close();
    }
  });
});

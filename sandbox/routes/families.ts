import { appOrigin } from '../app-origin';
import type { Deps } from '../context';
import { HttpError, badRequest, notFound } from '../errors';
import type { RequestContext, Router } from '../router';
import {
  APPROVAL_TYPES, BILLING_APPROVAL_TYPES, GROUP_APPROVAL_TYPES, noInvite, notAllowed, recipientKey,
  type ApprovalAction, type ApprovalRow, type ApprovalType, type GroupKind, type SpendLimits,
} from '../store/families';
import { checkSpid, objectBody, optionalNumber, optionalString, type Body } from '../validate';
import { ownedCustomer } from './cards';

/**
 * Families and payers (docs/families-contract.md §2): customer and mobile groups over the generic
 * data API, invites and approvals under /v3/{spid}/customer/approval, and billing routes.
 */

const productNotFound = (): HttpError => new HttpError(404, 1404, 'Product is not found');
const ACTIONS: readonly ApprovalAction[] = ['APPROVE', 'REJECT', 'CANCEL'];

export function familyRoutes(router: Router, deps: Deps): void {
  const { families, customers } = deps.store;
  const owned = ownedCustomer(deps);

  /** A body with at least one field: else 400 'No params'. */
  const paramsOf = (ctx: RequestContext): Body => {
    const body = objectBody(ctx.body, true);
    if (Object.keys(body).length === 0) throw badRequest('No params');
    return body;
  };
  /** A CustomerUUID that is the caller's (400 'No CustomerUUID' when missing, 401 when someone else's). */
  const customerIn = (ctx: RequestContext, value: unknown): string => {
    if (typeof value !== 'string' || value.trim() === '') throw badRequest('No CustomerUUID');
    return owned({ ...ctx, params: { ...ctx.params, uuid: value } });
  };
  /** One of the customer's products (400 'No UUID' when missing, 404 when not theirs). */
  const productIn = (customer: string, value: unknown): string => {
    if (typeof value !== 'string' || value.trim() === '') throw badRequest('No UUID');
    const product = customers.mobileProducts(customer).find((p) => p.UUID === value);
    if (!product) throw productNotFound();
    return product.UUID;
  };
  const uuidIn = (value: unknown, field = 'No UUID'): string => {
    if (typeof value !== 'string' || value.trim() === '') throw badRequest(field);
    return value;
  };
  const limitsOf = (body: Body): SpendLimits => {
    const whole = (field: string): number => {
      const v = optionalNumber(body, field) ?? 0;
      if (!Number.isSafeInteger(v) || v < 0) throw badRequest(`${field} must be a whole number, 0 or more`);
      return v;
    };
    const cycle = whole('SpendCycle');
    if (cycle > 2) throw badRequest('SpendCycle must be 0, 1 or 2');
    return { SpendLimit: whole('SpendLimit'), SpendCycle: cycle, SpendCycleCount: whole('SpendCycleCount') };
  };
  /** Every customer of the caller's token that is in the group (404 'Object not found' when none is). */
  const memberCaller = (ctx: RequestContext, groupUuid: string, kind: GroupKind): string => {
    const group = families.group(groupUuid, kind);
    const mine = deps.tokens.authenticate(ctx).claims.cus;
    const who = group && mine.find((c) => families.isMember(group.uuid, c, null));
    if (!who) throw notFound();
    return who;
  };

  // ---- Groups (generic data API under /v2/{spid}) ----

  const KINDS: { kind: GroupKind; path: string; info: string; list: string; members: string }[] = [
    { kind: 'customer', path: 'customer_group', info: 'CustomerGroupInfos', list: 'CustomerGroups', members: 'CustomerGroupMembers' },
    { kind: 'mobile', path: 'mobile_group', info: 'MobileGroupInfos', list: 'MobileGroups', members: 'MobileGroupMembers' },
  ];

  // GET /v2/{spid}/customer_group_info/{customerUUID} – every group the customer leads or belongs to; 404 when none
  router.get('/v2/{spid}/customer_group_info/{uuid}', (ctx) => {
    checkSpid(ctx.params.spid);
    const infos = families.info('customer', owned(ctx));
    if (infos.length === 0) throw notFound();
    return { CustomerGroupInfos: infos };
  });

  // GET /v2/{spid}/mobile_group_info?CustomerUUID=&MobileProductUUID= – the product's groups; 404 when none
  router.get('/v2/{spid}/mobile_group_info', (ctx) => {
    checkSpid(ctx.params.spid);
    const customerUuid = ctx.query.get('CustomerUUID');
    const productUuid = ctx.query.get('MobileProductUUID');
    if (!customerUuid && !productUuid) throw badRequest('No params');
    const customer = customerIn(ctx, customerUuid);
    const infos = families.info('mobile', customer, productIn(customer, productUuid));
    if (infos.length === 0) throw notFound();
    return { MobileGroupInfos: infos };
  });

  for (const k of KINDS) {
    const mobile = k.kind === 'mobile';
    /** The caller as a member: the customer, and for a mobile group the product. */
    const callerOf = (ctx: RequestContext, body: Body): { customer: string; product: string | null } => {
      const customer = customerIn(ctx, body.CustomerUUID);
      return { customer, product: mobile ? productIn(customer, body.MobileProductUUID) : null };
    };
    const groupOf = (uuid: string) => {
      const group = families.group(uuid, k.kind);
      if (!group) throw notFound();
      return group;
    };

    // POST /v2/{spid}/{kind}_group { CustomerUUID, Name, MobileProductUUID (mobile) } – its creator leads it and is its first member
    router.post(`/v2/{spid}/${k.path}`, (ctx) => {
      checkSpid(ctx.params.spid);
      const body = paramsOf(ctx);
      const { customer, product } = callerOf(ctx, body);
      const name = (optionalString(body, 'Name') ?? '').trim() || `${families.person(customer).name.split(' ').pop() || 'My'} ${mobile ? 'phones' : 'group'}`;
      if (name.length > 100) throw badRequest('Name is too long');
      return families.groupWire(families.createGroup(k.kind, customer, product, name));
    });

    // GET /v2/{spid}/{kind}_group?CustomerUUID=(&MobileProductUUID=) – 200 with the list, 404 when none
    router.get(`/v2/{spid}/${k.path}`, (ctx) => {
      checkSpid(ctx.params.spid);
      const customer = customerIn(ctx, ctx.query.get('CustomerUUID'));
      const product = mobile ? productIn(customer, ctx.query.get('MobileProductUUID')) : undefined;
      const groups = families.groupsOf(k.kind, customer, product);
      if (groups.length === 0) throw notFound();
      return { [k.list]: groups.map((g) => families.groupWire(g)) };
    });

    // GET /v2/{spid}/{kind}_group/{uuid} – a group the caller is in
    router.get(`/v2/{spid}/${k.path}/{uuid}`, (ctx) => {
      checkSpid(ctx.params.spid);
      const uuid = uuidIn(ctx.params.uuid);
      memberCaller(ctx, uuid, k.kind);
      return families.groupWire(groupOf(uuid));
    });

    // PUT /v2/{spid}/{kind}_group/{uuid} { Name } – the leader renames it
    router.put(`/v2/{spid}/${k.path}/{uuid}`, (ctx) => {
      checkSpid(ctx.params.spid);
      const group = groupOf(uuidIn(ctx.params.uuid));
      const who = memberCaller(ctx, group.uuid, k.kind);
      if (group.customer_uuid !== who) throw notAllowed('Only the leader can change the group');
      const name = (optionalString(objectBody(ctx.body), 'Name') ?? '').trim();
      if (!name || name.length > 100) throw badRequest('Name is required (100 characters at most)');
      families.renameGroup(group.uuid, name);
      return families.groupWire(groupOf(group.uuid));
    });

    // DELETE /v2/{spid}/{kind}_group/{uuid} – the leader ends it (its pending invites cancelled)
    router.delete(`/v2/{spid}/${k.path}/{uuid}`, (ctx) => {
      checkSpid(ctx.params.spid);
      const group = groupOf(uuidIn(ctx.params.uuid));
      const who = memberCaller(ctx, group.uuid, k.kind);
      if (group.customer_uuid !== who) throw notAllowed('Only the leader can delete the group');
      families.deleteGroup(group.uuid);
      return {};
    });

    // GET /v2/{spid}/{kind}_group_member?GroupUUID= – the members (the leader first); 404 when the caller is not in it
    router.get(`/v2/{spid}/${k.path}_member`, (ctx) => {
      checkSpid(ctx.params.spid);
      const uuid = uuidIn(ctx.query.get('GroupUUID'));
      memberCaller(ctx, uuid, k.kind);
      return { [k.members]: families.members(uuid).map((m) => families.memberWire(k.kind, m)) };
    });

    // GET /v2/{spid}/{kind}_group_member/{uuid} – one member of a group the caller is in
    router.get(`/v2/{spid}/${k.path}_member/{uuid}`, (ctx) => {
      checkSpid(ctx.params.spid);
      const member = families.member(uuidIn(ctx.params.uuid), k.kind);
      if (!member) throw notFound();
      memberCaller(ctx, member.group_uuid, k.kind);
      return families.memberWire(k.kind, member);
    });

    // POST /v2/{spid}/{kind}_group_member/check { CustomerUUID, MobileProductUUID (mobile) } → { IsMember, GroupUUID }
    router.post(`/v2/{spid}/${k.path}_member/check`, (ctx) => {
      checkSpid(ctx.params.spid);
      const { customer, product } = callerOf(ctx, paramsOf(ctx));
      const group = families.groupsOf(k.kind, customer, product ?? undefined)[0];
      return { IsMember: Boolean(group), GroupUUID: group?.uuid ?? '' };
    });

    // POST /v2/{spid}/{kind}_group/leave { CustomerUUID, UUID, MobileProductUUID (mobile) } – the leader leaving, or fewer than 2 left, ends it
    router.post(`/v2/{spid}/${k.path}/leave`, (ctx) => {
      checkSpid(ctx.params.spid);
      const body = paramsOf(ctx);
      const { customer, product } = callerOf(ctx, body);
      const group = groupOf(uuidIn(body.UUID));
      return { Removed: families.removeMember(group, customer, product) };
    });

    // POST /v2/{spid}/{kind}_group/remove_other { CustomerUUID, UUID, OtherCustomerUUID, (mobile) MobileProductUUID, OtherMobileProductUUID } – the leader only
    router.post(`/v2/{spid}/${k.path}/remove_other`, (ctx) => {
      checkSpid(ctx.params.spid);
      const body = paramsOf(ctx);
      const { customer, product } = callerOf(ctx, body);
      const group = groupOf(uuidIn(body.UUID));
      if (!families.isLeader(group, customer, product)) throw notAllowed('Only the leader can remove a member');
      const other = uuidIn(body.OtherCustomerUUID, 'No CustomerUUID');
      const otherProduct = mobile ? uuidIn(body.OtherMobileProductUUID) : null;
      if (other === customer && otherProduct === product) throw badRequest('The leader leaves instead');
      return { Removed: families.removeMember(group, other, otherProduct) };
    });
  }

  // ---- Invites and approvals (/v3/{spid}/customer/approval) ----

  /** An approval the caller may see: theirs as sender or recipient; else 404 'no_invite'. */
  const approvalFor = (ctx: RequestContext, uuid: string, types: readonly string[]): ApprovalRow => {
    const a = families.approval(uuid);
    const mine = deps.tokens.authenticate(ctx).claims.cus;
    if (!a || !types.includes(a.approval_type) || !mine.some((c) => c === a.customer_uuid || families.isRecipient(a, c))) throw noInvite();
    return a;
  };
  const actionOf = (value: unknown): ApprovalAction => {
    if (typeof value !== 'string' || !(ACTIONS as readonly string[]).includes(value.toUpperCase())) throw badRequest('Action must be APPROVE, REJECT or CANCEL');
    return value.toUpperCase() as ApprovalAction;
  };
  const linkBaseOf = (body: Body, fallbackPath: string): string => {
    const base = optionalString(body, 'LinkBase')?.trim();
    if (!base) return `${appOrigin()}${fallbackPath}`;
    if (!/^https?:\/\/[^\s]+$/.test(base)) throw badRequest('LinkBase must be an http(s) address');
    return base;
  };

  // POST /v3/{spid}/customer/approval/invite – a group, companion or billing invite; its message goes to RequestedTo
  router.post('/v3/{spid}/customer/approval/invite', (ctx) => {
    checkSpid(ctx.params.spid);
    const body = paramsOf(ctx);
    const sender = customerIn(ctx, body.CustomerUUID);
    const to = (optionalString(body, 'RequestedTo') ?? '').trim();
    if (!to) throw badRequest('No RequestedTo');
    const recipient = recipientKey(to);
    if (!recipient) throw badRequest('RequestedTo must be an email address or a NZ mobile number');
    const type = (optionalString(body, 'ApprovalType') ?? 'GROUP_INVITE').toUpperCase();
    if (!(APPROVAL_TYPES as readonly string[]).includes(type)) throw badRequest(`ApprovalType must be one of ${APPROVAL_TYPES.join(', ')}`);
    const senderProductRaw = optionalString(body, 'RequestedByProductUUID');
    const senderProduct = senderProductRaw ? productIn(sender, senderProductRaw) : '';
    const me = families.person(sender);
    if (recipient.key === me.email.toLowerCase() || customers.mobileProducts(sender).some((p) => p.MSISDN === recipient.key)) {
      throw badRequest('You cannot invite yourself');
    }
    const resourceUuid = (optionalString(body, 'ResourceUUID') ?? '').trim();
    const billing = (BILLING_APPROVAL_TYPES as readonly string[]).includes(type);
    let name = (optionalString(body, 'Name') ?? '').trim();
    if (billing) {
      const flags = families.billingRoutes(sender);
      if (type === 'BILLING_INVITE' && !flags.CanInvite) throw notAllowed('You cannot offer to pay for someone');
      if (type === 'BILLING_REQUEST' && !flags.CanRequest) throw notAllowed('You cannot ask someone to pay for you');
    } else if (resourceUuid) {
      const kind: GroupKind = type === 'GROUP_INVITE' ? 'customer' : 'mobile';
      const group = families.group(resourceUuid, kind);
      if (!group) throw notFound();
      if (group.customer_uuid !== sender || (kind === 'mobile' && senderProduct && group.product_uuid !== senderProduct)) {
        throw notAllowed('Only the leader can invite to this group');
      }
      name = group.name;
    }
    const row = families.createApproval({
      type: type as ApprovalType, sender, senderProduct, to, resourceUuid: billing ? '' : resourceUuid,
      resourceDetails: optionalString(body, 'ResourceDetails') ?? '', description: (optionalString(body, 'Description') ?? '').slice(0, 500),
      name, limits: billing || type === 'MOBILEGROUP_BILLING_INVITE' ? limitsOf(body) : { SpendLimit: 0, SpendCycle: 0, SpendCycleCount: 0 },
      linkBase: linkBaseOf(body, billing ? '/profile/balance/billing-methods/accept' : '/invite'),
    });
    return families.approvalWire(row);
  });

  // GET /v3/{spid}/customer/approval/invites_approvals?CustomerUUID=&ProductUUID= → { Invites (sent), Approvals (to them) }: group ones, newest first
  router.get('/v3/{spid}/customer/approval/invites_approvals', (ctx) => {
    checkSpid(ctx.params.spid);
    const customer = customerIn(ctx, ctx.query.get('CustomerUUID'));
    const product = ctx.query.get('ProductUUID');
    if (product) productIn(customer, product);
    const { sent, incoming } = families.approvalsOf(customer, GROUP_APPROVAL_TYPES);
    return { Invites: sent.map((a) => families.approvalWire(a)), Approvals: incoming.map((a) => families.approvalWire(a)) };
  });

  // GET /v3/{spid}/customer/approval/by_token/{token} (ext) – the approval for the accept screen; any signed-in customer
  router.get('/v3/{spid}/customer/approval/by_token/{token}', (ctx) => {
    checkSpid(ctx.params.spid);
    deps.tokens.authenticate(ctx);
    const a = families.approvalByToken(ctx.params.token ?? '');
    if (!a) throw noInvite();
    return families.approvalWire(a);
  });

  // POST /v3/{spid}/customer/approval/action { CustomerUUID, ProductUUID, UUID | Token, Action } → the Approval
  router.post('/v3/{spid}/customer/approval/action', (ctx) => {
    checkSpid(ctx.params.spid);
    const body = paramsOf(ctx);
    const caller = customerIn(ctx, body.CustomerUUID);
    const token = optionalString(body, 'Token')?.trim();
    const uuid = optionalString(body, 'UUID')?.trim();
    if (!token && !uuid) throw badRequest('No UUID');
    const action = actionOf(body.Action);
    const a = token ? families.approvalByToken(token) : approvalFor(ctx, uuid ?? '', APPROVAL_TYPES);
    if (!a) throw noInvite();
    const productRaw = optionalString(body, 'ProductUUID');
    const productUuid = productRaw ? productIn(caller, productRaw) : undefined;
    return families.approvalWire(families.act(a, caller, action, { byToken: Boolean(token), productUuid, limits: limitsOf(body) }).approval);
  });

  // POST /v3/{spid}/customer/approval/expire { UUID } – housekeeping: the sender's approval expires now
  router.post('/v3/{spid}/customer/approval/expire', (ctx) => {
    checkSpid(ctx.params.spid);
    const a = approvalFor(ctx, uuidIn(objectBody(ctx.body).UUID), APPROVAL_TYPES);
    if (!deps.tokens.authenticate(ctx).claims.cus.includes(a.customer_uuid)) throw notAllowed('Only the sender can expire an invite');
    return families.approvalWire(families.expire(a.uuid) as ApprovalRow);
  });

  // POST /v3/{spid}/customer/approval/purge – housekeeping: expired and answered approvals older than a day go
  router.post('/v3/{spid}/customer/approval/purge', (ctx) => {
    checkSpid(ctx.params.spid);
    deps.tokens.authenticate(ctx);
    return { Purged: families.purge() };
  });

  // ---- Billing routes ----

  // GET /customers/{uuid}/billing-routes – { CanInvite, CanRequest, BillingRoutes } both kinds, with what is left this cycle
  router.get('/customers/{uuid}/billing-routes', (ctx) => families.billingRoutes(owned(ctx)));

  // GET /customers/{uuid}/billing-routes/requests?ApprovalCode= – billing invites and requests, or the one with that code
  router.get('/customers/{uuid}/billing-routes/requests', (ctx) => {
    const customer = owned(ctx);
    const code = ctx.query.get('ApprovalCode');
    if (code) {
      const a = families.approvalByToken(code);
      const shown = a && (BILLING_APPROVAL_TYPES as readonly string[]).includes(a.approval_type) && a.customer_uuid !== customer;
      return { Invites: [], Approvals: shown ? [families.billingApprovalWire(a, true)] : [] };
    }
    const { sent, incoming } = families.approvalsOf(customer, BILLING_APPROVAL_TYPES);
    return { Invites: sent.map((a) => families.billingApprovalWire(a, false)), Approvals: incoming.map((a) => families.billingApprovalWire(a, true)) };
  });

  // POST /customers/{uuid}/billing-routes/approval/action { Action, ApprovalUUID | ApprovalCode, SpendLimit, SpendCycle, SpendCycleCount, Type, Name }
  router.post('/customers/{uuid}/billing-routes/approval/action', (ctx) => {
    const customer = owned(ctx);
    const body = objectBody(ctx.body);
    const action = actionOf(body.Action);
    const code = optionalString(body, 'ApprovalCode')?.trim();
    const uuid = optionalString(body, 'ApprovalUUID')?.trim();
    if (!code && !uuid) throw badRequest('ApprovalUUID or ApprovalCode is required');
    const found = code ? families.approvalByToken(code) : approvalFor(ctx, uuid ?? '', BILLING_APPROVAL_TYPES);
    if (!found || !(BILLING_APPROVAL_TYPES as readonly string[]).includes(found.approval_type)) throw noInvite();
    const { route } = families.act(found, customer, action, { byToken: Boolean(code), limits: limitsOf(body), name: optionalString(body, 'Name')?.trim() });
    return route ? { BillingRoute: families.routeWire(route, customer) } : {};
  });

  // PUT /customers/{uuid}/billing-routes/{routeId} { Name, SpendLimit, SpendCycle, SpendCycleCount } – the payer; the paid-for the name only
  router.put('/customers/{uuid}/billing-routes/{routeId}', (ctx) => {
    const customer = owned(ctx);
    const body = objectBody(ctx.body);
    const given = (field: string) => (body[field] === undefined || body[field] === null ? undefined : limitsOf({ [field]: body[field] })[field as keyof SpendLimits]);
    const name = optionalString(body, 'Name');
    if (name !== undefined && name.trim().length > 100) throw badRequest('Name is too long');
    return families.updateRoute(customer, ctx.params.routeId ?? '', {
      Name: name, SpendLimit: given('SpendLimit'), SpendCycle: given('SpendCycle'), SpendCycleCount: given('SpendCycleCount'),
    });
  });

  // DELETE /customers/{uuid}/billing-routes/{routeId}?DebitAccount=&CreditAccount= – either side ends it
  router.delete('/customers/{uuid}/billing-routes/{routeId}', (ctx) => {
    const customer = owned(ctx);
    families.removeRoute(customer, ctx.params.routeId ?? '', ctx.query.get('DebitAccount') ?? '', ctx.query.get('CreditAccount') ?? '');
    return {};
  });
}

/** Test control (mounted only in test mode): expire an invite, read one with its token. */
export function familyControlRoutes(router: Router, deps: Deps): void {
  const { families } = deps.store;
  const found = (uuid: string | undefined): ApprovalRow => {
    const a = families.approval(uuid ?? '');
    if (!a) throw noInvite();
    return a;
  };

  // GET /__control/approvals/{uuid} – the approval with its Token (the code its message carried)
  router.get('/__control/approvals/{uuid}', (ctx) => ({ ...families.approvalWire(found(ctx.params.uuid)), Token: found(ctx.params.uuid).token }));

  // POST /__control/families { linkBase? } – a families demo of fresh accounts for one test (the invite's link: linkBase/{code})
  router.post('/__control/families', async (ctx) => {
    const body = objectBody(ctx.body, true);
    const linkBase = optionalString(body, 'linkBase')?.trim() || `${appOrigin()}/invite`;
    if (!/^https?:\/\/\S+$/.test(linkBase)) throw badRequest('linkBase must be an http(s) address');
    return deps.store.freshFamilies(linkBase);
  });

  // POST /__control/approvals/{uuid}/expire – it expires now (its Action stays REQUEST)
  router.post('/__control/approvals/{uuid}/expire', (ctx) => families.approvalWire(families.expire(found(ctx.params.uuid).uuid) as ApprovalRow));
}

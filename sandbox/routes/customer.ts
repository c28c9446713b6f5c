import type { Deps } from '../context';
import { badRequest, notFound } from '../errors';
import type { RequestContext, Router } from '../router';
import { EMAIL, checkSpid, objectBody, requiredString } from '../validate';

/** Customer accounts and the collections the document store used to serve. */
export function customerRoutes(router: Router, deps: Deps): void {
  const { customers } = deps.store;

  /** 401 1001 / 1002 first, so a stranger cannot probe which UUIDs exist. */
  const owned = (ctx: RequestContext): string => {
    const uuid = ctx.params.uuid ?? '';
    deps.tokens.forCustomer(ctx, uuid);
    if (!customers.get(uuid)) throw notFound();
    return uuid;
  };

  // GET /v2/{spid}/customer/{uuid} – the customer account
  router.get('/v2/{spid}/customer/{uuid}', (ctx) => {
    checkSpid(ctx.params.spid);
    return customers.get(owned(ctx));
  });

  // PUT /v2/{spid}/customer/{uuid} – update name and email
  router.put('/v2/{spid}/customer/{uuid}', (ctx) => {
    checkSpid(ctx.params.spid);
    const uuid = owned(ctx);
    const body = objectBody(ctx.body);
    if (body.SPID !== undefined && String(body.SPID) !== ctx.params.spid) throw badRequest('SPID does not match');
    const FirstName = requiredString(body, 'FirstName').trim();
    const LastName = requiredString(body, 'LastName').trim();
    const Email = requiredString(body, 'Email').trim();
    if (!EMAIL.test(Email)) throw badRequest('Email is invalid');
    if (FirstName.length > 100 || LastName.length > 100) throw badRequest('Name is too long');
    return customers.update(uuid, { FirstName, LastName, Email });
  });

  // GET /v2/{spid}/customer/{uuid}/mobile_products – stand-in for customers/{uuid}/mobile
  router.get('/v2/{spid}/customer/{uuid}/mobile_products', (ctx) => {
    checkSpid(ctx.params.spid);
    const customer = owned(ctx);
    // Auto top-ups due by the sandbox clock run before the balance is read (docs/money-contract.md §2.2).
    deps.store.money.catchUp(customer);
    return { MobileProducts: customers.mobileProducts(customer) };
  });

  /**
   * One of the customer's mobile products by the billing kind's own path (docs/upstream-contract.md
   * "The activation wait"): a product billed the other way is not found; one not yet billed
   * (no BillingReference, an activation under way) answers on both.
   */
  const productOfKind = (ctx: RequestContext, kind: 'prepay' | 'postpay') => {
    checkSpid(ctx.params.spid);
    const customer = owned(ctx);
    deps.store.money.catchUp(customer);
    const product = customers.mobileProducts(customer).find((p) => p.UUID === ctx.params.productId);
    if (!product) throw notFound();
    const billing = product.BillingReference.split(':')[0];
    const other = kind === 'postpay' ? billing === 'prepay' || billing === 'payg' : billing === 'postpay';
    if (other) throw notFound();
    return product;
  };

  // GET /v3/{spid}/customer/{uuid}/mobileprepay/{productId} – a prepay (or pay-as-you-go) product: MobileProduct
  router.get('/v3/{spid}/customer/{uuid}/mobileprepay/{productId}', (ctx) => productOfKind(ctx, 'prepay'));

  // GET /v1/{spid}/customer/{uuid}/postpay_mobile/{productId} – a postpay product: MobileProduct
  router.get('/v1/{spid}/customer/{uuid}/postpay_mobile/{productId}', (ctx) => productOfKind(ctx, 'postpay'));

  // GET /customers/{uuid}/payment_methods – stand-in for customers/{uuid}/payment_methods; Rank ascending
  router.get('/customers/{uuid}/payment_methods', (ctx) => ({
    PaymentMethods: deps.store.cards.list(owned(ctx)),
  }));

  // GET /customers/{uuid}/billing-routes: routes/families.ts (issue 15, two-sided routes).
}

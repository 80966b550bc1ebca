import { Body, Controller, Param, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { staffMayOpen } from '@community/contracts';
import { AppException } from '../../infra/http/app-exception.js';
import { Viewer } from '../../shared/access/access.js';
import { Route } from '../../shared/http/route.js';
import type { AuthContext } from '../auth/index.js';
import { StaffPaymentsService } from './staff-payments.service.js';
import { json, listPage, listRows, rangeParam, sortParam } from '../../shared/staff-list/list-query.js';

const listQuery = <F extends z.ZodType>(filter: F) =>
  z.object({
    sort: sortParam(z.string().max(40)).optional(),
    range: rangeParam.optional(),
    filter: json(filter, 'filter').optional(),
  });

const PaymentsQuery = listQuery(z.object({ variant: z.string().max(10).optional(), member: z.string().max(60).optional(), status: z.string().max(30).optional(), kind: z.string().max(30).optional() }));
const SubscriptionsQuery = listQuery(z.object({ variant: z.string().max(10).optional(), member: z.string().max(60).optional(), status: z.string().max(30).optional(), tier: z.string().max(30).optional() }));
const WithdrawalsQuery = listQuery(z.object({ member: z.string().max(60).optional(), status: z.string().max(30).optional() }));
const Id = z.uuid('id must be a UUID');
const RefundRequest = z.object({ reason: z.string('reason is required').trim().min(3, 'reason must be at least 3 characters').max(500) });
const Decision = z.object({ status: z.enum(['queued', 'rejected'], 'status must be queued (approve) or rejected'), reason: z.string().trim().max(500).optional() });
const Name = z.string().min(1).max(60);

/** Any staff role reaches the controller; the staff console's `payments` page rule decides (admin, global, super, or granted by Super). */
const MONEY = 'staff' as const;

/** The caller may open the payments page (STAFF_PAGES.payments or a page grant), else 403. Variant-bound staff see their variant only. */
function money(v: AuthContext) {
  if (!staffMayOpen({ role: v.member.role, pageAccess: v.member.pageAccess }, 'payments')) {
    throw new AppException(403, 'PAYMENTS_STAFF_FORBIDDEN', 'The payments pages are not open to your role');
  }
  return v.member;
}

/** A list request's page as the payments service reads it (newest, or latest, first by default). */
function window(q: { sort?: [string, 'ASC' | 'DESC']; range?: [number, number] }, defaultSort: string) {
  const { offset, limit, sort } = listPage(q, [defaultSort, 'DESC']);
  return { offset, limit, sortField: sort.field, sortDesc: sort.order === 'DESC' };
}

@ApiTags('staff')
@Controller('api/staff')
export class StaffPaymentsController {
  constructor(private readonly staff: StaffPaymentsService) {}

  @Route.get('payments', { access: MONEY, summary: 'Payment transactions in my scope (filters: member name, status, kind; Content-Range)' })
  async payments(@Viewer() v: AuthContext, @Query({ schema: PaymentsQuery }) q: z.infer<typeof PaymentsQuery>, @Res({ passthrough: true }) reply: FastifyReply) {
    const w = window(q, 'createdAt');
    return listRows(reply, 'payments', w, await this.staff.payments(money(v), q.filter ?? {}, w));
  }

  @Route.get('payments/:id', { access: MONEY, summary: 'One payment' })
  payment(@Viewer() v: AuthContext, @Param('id', { schema: Id }) id: string) {
    return this.staff.payment(money(v), id);
  }

  @Route.post('payments/:id/refund', { access: MONEY, status: 200, summary: 'Refund a payment in full: reverses its coins or ends its tier; audited' })
  refund(@Viewer() v: AuthContext, @Param('id', { schema: Id }) id: string, @Body({ schema: RefundRequest }) body: z.infer<typeof RefundRequest>) {
    return this.staff.refund(money(v), id, body.reason);
  }

  @Route.get('subscriptions', { access: MONEY, summary: 'Subscriptions in my scope (filters: member name, status, tier; Content-Range)' })
  async subscriptions(@Viewer() v: AuthContext, @Query({ schema: SubscriptionsQuery }) q: z.infer<typeof SubscriptionsQuery>, @Res({ passthrough: true }) reply: FastifyReply) {
    const w = window(q, 'currentPeriodEnd');
    return listRows(reply, 'subscriptions', w, await this.staff.subscriptions(money(v), q.filter ?? {}, w));
  }

  @Route.get('withdrawals', { access: MONEY, summary: 'Withdrawals in my scope (filters: member name, status; Content-Range)' })
  async withdrawals(@Viewer() v: AuthContext, @Query({ schema: WithdrawalsQuery }) q: z.infer<typeof WithdrawalsQuery>, @Res({ passthrough: true }) reply: FastifyReply) {
    const w = window(q, 'createdAt');
    return listRows(reply, 'withdrawals', w, await this.staff.withdrawalList(money(v), q.filter ?? {}, w));
  }

  @Route.get('withdrawals/:id', { access: MONEY, summary: 'One withdrawal' })
  withdrawal(@Viewer() v: AuthContext, @Param('id', { schema: Id }) id: string) {
    return this.staff.withdrawal(money(v), id);
  }

  @Route.put('withdrawals/:id', { access: MONEY, summary: 'Approve (status queued) or reject (status rejected: the coins go back) a withdrawal awaiting approval; audited' })
  decide(@Viewer() v: AuthContext, @Param('id', { schema: Id }) id: string, @Body({ schema: Decision }) body: z.infer<typeof Decision>) {
    return this.staff.decideWithdrawal(money(v), id, { approve: body.status === 'queued', reason: body.reason });
  }

  @Route.get('member-money/:name', { access: MONEY, summary: 'A member’s coins and payments by name' })
  memberMoney(@Viewer() v: AuthContext, @Param('name', { schema: Name }) name: string) {
    return this.staff.memberMoney(money(v), name);
  }
}

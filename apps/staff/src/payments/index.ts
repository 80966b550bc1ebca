import PaymentsIcon from '@mui/icons-material/Payments';
import SubscriptionsIcon from '@mui/icons-material/Autorenew';
import WithdrawIcon from '@mui/icons-material/AccountBalanceWallet';
import { PaymentList } from './PaymentList';
import { PaymentShow } from './PaymentShow';
import { SubscriptionList } from './SubscriptionList';
import { WithdrawalEdit, WithdrawalList } from './WithdrawalList';

export { OpenTicketButton } from './OpenTicketButton';
export { PaymentList, PaymentShow, SubscriptionList, WithdrawalEdit, WithdrawalList };

/** Payment transactions (admin, support, global, super; scoped by variant): list, show, refund. */
export const payments = { list: PaymentList, show: PaymentShow, icon: PaymentsIcon, recordRepresentation: (r: { reference: string }) => r.reference } as const;
/** Subscriptions: list with filters. */
export const subscriptions = { list: SubscriptionList, icon: SubscriptionsIcon } as const;
/** Withdrawals: list, approve or reject. */
export const withdrawals = { list: WithdrawalList, edit: WithdrawalEdit, icon: WithdrawIcon } as const;

import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { TicketCreate } from './TicketCreate';
import { TicketList } from './TicketList';
import { TicketShow } from './TicketShow';

export { TicketCreate, TicketList, TicketShow };

/** Support tickets (`<Resource name="tickets" {...tickets} />`): the show page is where staff work on one. */
export const tickets = {
  list: TicketList,
  show: TicketShow,
  create: TicketCreate,
  icon: SupportAgentIcon,
  options: { label: 'Support tickets' },
  recordRepresentation: (r: { reference: string }) => r.reference,
} as const;

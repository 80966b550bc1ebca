import { Create, SelectInput, SimpleForm, TextInput, required, useRedirect } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { TICKET_BODY_MAX, TICKET_SUBJECT_MAX } from '@community/contracts';
import { categoryChoices, priorityChoices } from './choices';

/**
 * `tickets/create`: on behalf of a member (by name), or from a report (`?reportId=` — the report's subject,
 * reason and details become the ticket's context and the member defaults to the reported one).
 */
export function TicketCreate() {
  const { search } = useLocation();
  const reportId = new URLSearchParams(search).get('reportId') ?? undefined;
  const redirect = useRedirect();
  return (
    <Create
      title={reportId ? 'Open a ticket from a report' : 'Open a ticket for a member'}
      mutationOptions={{ onSuccess: (t: { id: string }) => redirect('show', 'tickets', t.id) }}
      transform={(data: Record<string, unknown>) => ({ ...data, ...(reportId ? { reportId } : {}), clientId: crypto.randomUUID() })}
    >
      <SimpleForm defaultValues={{ category: reportId ? 'safety' : 'account', priority: 'normal' }}>
        <TextInput
          source="memberName"
          label="Member name"
          validate={reportId ? undefined : required()}
          helperText={reportId ? 'Leave empty for the reported member (or the reporter when the report is about content)' : false}
        />
        <SelectInput source="category" choices={categoryChoices} validate={required()} />
        <SelectInput source="priority" choices={priorityChoices} validate={required()} />
        <TextInput source="subject" validate={required()} slotProps={{ htmlInput: { maxLength: TICKET_SUBJECT_MAX } }} fullWidth />
        <TextInput source="body" label="First message to the member" multiline minRows={4} validate={required()} slotProps={{ htmlInput: { maxLength: TICKET_BODY_MAX } }} fullWidth />
      </SimpleForm>
    </Create>
  );
}

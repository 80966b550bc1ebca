import { Edit, Labeled, SaveButton, SelectInput, SimpleForm, TextField, TextInput, Toolbar, required, useRecordContext } from 'react-admin';
import { REPORT_DETAILS_MAX, type StaffReport, type StaffReportUpdate } from '@community/contracts';
import { REASON_LABELS, SUBJECT_LABELS, statusChoices } from './choices';

const ReportEditToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** A decision needs a note saying what was done (the API refuses one without: 422 on `note`). */
function noteRequired(note: unknown, values: { status?: string }): string | undefined {
  if (values.status && values.status !== 'open' && (typeof note !== 'string' || note.trim() === '')) return 'Write a note saying what was done';
  if (typeof note === 'string' && note.length > REPORT_DETAILS_MAX) return `At most ${REPORT_DETAILS_MAX} characters`;
  return undefined;
}

function Summary() {
  const r = useRecordContext<StaffReport>();
  if (!r) return null;
  return (
    <>
      <Labeled label="Subject">
        <span>{`${SUBJECT_LABELS[r.subjectType]} ${r.subjectId}`}</span>
      </Labeled>
      <Labeled label="Reason">
        <span>{REASON_LABELS[r.reason]}</span>
      </Labeled>
      <Labeled label="Details">
        <TextField source="details" emptyText="no details given" sx={{ whiteSpace: 'pre-wrap' }} />
      </Labeled>
    </>
  );
}

/** `PUT /api/staff/reports/:id` with the status and note only; pessimistic, so a refusal never shows as saved. */
export function ReportEdit() {
  return (
    <Edit<StaffReport>
      title="Decide on a report"
      mutationMode="pessimistic"
      redirect="show"
      transform={(data: StaffReport): StaffReportUpdate => ({ status: data.status, note: data.note ?? '' })}
    >
      <SimpleForm toolbar={<ReportEditToolbar />}>
        <Summary />
        <SelectInput source="status" choices={statusChoices} validate={required()} helperText="Handled: action taken. Dismissed: nothing against the rules." />
        <TextInput source="note" label="Staff note" multiline minRows={3} fullWidth validate={noteRequired} />
      </SimpleForm>
    </Edit>
  );
}

import { Alert, Card, CardContent, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { Link, Title, useCreatePath, useGetIdentity, usePermissions } from 'react-admin';
import type { Role } from '@community/domain';
import { can } from '../auth/permissions';
import { useStaffActor } from '../auth/useStaffActor';
import { ROLE_LABELS } from '../members/choices';

/** The resources this console has today, each shown only to roles that may list it. */
const SECTIONS = [
  {
    resource: 'members',
    label: 'Members',
    description: 'Find members by name or e-mail, filter by brand, tier, role and verification; change tiers and (Super) roles.',
  },
] as const;

/** Landing page: who is signed in and where to go. No figures until the statistics issue delivers real ones. */
export function Dashboard() {
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<Role>();
  const createPath = useCreatePath();
  const actor = useStaffActor();
  const sections = SECTIONS.filter((section) => can(actor, 'list', section.resource));

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Staff console" />
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            Welcome{identity?.fullName ? `, ${identity.fullName}` : ''}
          </Typography>
          {permissions && (
            <Typography>
              You are signed in as <strong>{ROLE_LABELS[permissions] ?? permissions}</strong>.
            </Typography>
          )}
          <Typography variant="h6" component="h2">
            Sections
          </Typography>
          <List disablePadding>
            {sections.map((section) => (
              <ListItemButton key={section.resource} component={Link} to={createPath({ resource: section.resource, type: 'list' })}>
                <ListItemText primary={section.label} secondary={section.description} />
              </ListItemButton>
            ))}
          </List>
          <Alert severity="info">
            Statistics are not part of this console yet; they arrive with a later issue. Until then this page shows
            no figures.
          </Alert>
        </Stack>
      </CardContent>
    </Card>
  );
}

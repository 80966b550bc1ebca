import { SETUP_STEPS, type SetupStep } from '@community/domain';
import { Button, Group, Stepper, Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { useAuth } from '../../../shared/auth/useAuth';
import { useT } from '../../../shared/i18n/useT';
import { routeTo } from '../../../shared/routes';
import { membersApi, membersKeys, ownProfileQuery } from '../api';
import { AvatarEditor } from '../AvatarEditor';
import { PlacePicker } from '../PlacePicker';
import { ProfileTypeForm } from '../settings/ProfileTypeSettingsPage';
import { SitePage } from '../../../shared/layout/SitePage';
import { AboutStep, LookingForStep } from './steps';

const isStep = (s: string | undefined): s is SetupStep => SETUP_STEPS.includes(s as SetupStep);

/**
 * `/setup/{position}`: onboarding in five steps (profile type, about, photo, location, looking-for).
 * Progress is stored on the server, so `/setup` resumes at the first step neither done nor skipped.
 */
export function SetupPage() {
  const t = useT();
  const { position } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { profile: me } = useAuth();
  const own = useQuery(ownProfileQuery());
  const skip = useMutation({
    mutationFn: (step: SetupStep) => membersApi.skipSetup(step),
    onSuccess: (data) => {
      queryClient.setQueryData(membersKeys.own, data);
      void navigate(data.setup.next ? routeTo('setup-position', { position: data.setup.next }) : routeTo('profile-name', { name: data.name }));
    },
  });
  if (!own.data) return <SitePage title={t('members.setup.title')} ready={false}>{() => null}</SitePage>;
  const next = own.data.setup.next;
  if (!isStep(position)) {
    return <Navigate to={next ? routeTo('setup-position', { position: next }) : routeTo('profile-name', { name: own.data.name })} replace />;
  }
  const index = SETUP_STEPS.indexOf(position);
  const advance = async () => {
    const fresh = await queryClient.fetchQuery({ ...ownProfileQuery(), staleTime: 0 });
    const following = SETUP_STEPS.slice(index + 1).find((s) => !fresh.setup.done.includes(s)) ?? fresh.setup.next;
    void navigate(following ? routeTo('setup-position', { position: following }) : routeTo('profile-name', { name: fresh.name }));
  };

  return (
    <SitePage title={t('members.setup.title')} text={t('members.setup.text', { name: me?.member.name ?? own.data.name })} size={760}>
      {() => (
        <Stack gap="lg" data-testid="setup">
          <Stepper active={index} onStepClick={(i) => void navigate(routeTo('setup-position', { position: SETUP_STEPS[i]! }))} size="sm">
            {SETUP_STEPS.map((s) => (
              <Stepper.Step key={s} label={t(`members.setup.step.${s}`)} completedIcon={own.data.setup.done.includes(s) ? undefined : null} />
            ))}
          </Stepper>
          {position === 'profile-type' ? <ProfileTypeForm onSaved={() => void advance()} /> : null}
          {position === 'about' ? <AboutStep onSaved={() => void advance()} /> : null}
          {position === 'photo' ? (
            <div data-testid="setup-photo">
              <AvatarEditor onUploaded={() => void advance()} />
            </div>
          ) : null}
          {position === 'location' ? <PlacePicker onSaved={() => void advance()} /> : null}
          {position === 'looking-for' ? <LookingForStep onSaved={() => void advance()} /> : null}
          <Group justify="space-between">
            <Button variant="subtle" onClick={() => skip.mutate(position)} loading={skip.isPending}>
              {position === 'photo' ? t('members.setup.later') : t('members.setup.skip')}
            </Button>
            <Button component={Link} to={routeTo('profile-name', { name: own.data.name })} variant="default">
              {t('members.setup.toProfile')}
            </Button>
          </Group>
        </Stack>
      )}
    </SitePage>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useBasename, useCheckAuth, useLogin, useNavigate } from 'react-admin';
import { LoginRequest, MfaVerifyRequest } from '@community/contracts';
import { STAFF_ONLY, isMfaRequired } from '../providers/authProvider';

type Step = 'credentials' | 'code';
type FieldErrors = Partial<Record<'login' | 'password' | 'code', string>>;

const STAFF_ONLY_NOTICE = `${STAFF_ONLY}. You are still signed in to the site; sign in here with a staff account.`;

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Sign-in failed. Please try again.';
}

function issuesOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if ((field === 'login' || field === 'password' || field === 'code') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * Staff sign-in: name or e-mail and password, then, when the API asks for it (`mfa_required`), the 6-digit
 * code from the authenticator app. A signed-in member who is not staff sees why the console refuses them.
 */
export function LoginPage() {
  const login = useLogin();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const basename = useBasename();
  const [step, setStep] = useState<Step>('credentials');
  const [values, setValues] = useState({ login: '', password: '', code: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    let active = true;
    checkAuth({}, false)
      .then(() => {
        if (active) navigate(`${basename}/`);
      })
      .catch((reason: unknown) => {
        if (active && reason instanceof Error && reason.message === STAFF_ONLY) setNotice(STAFF_ONLY_NOTICE);
      });
    return () => {
      active = false;
    };
  }, [checkAuth, navigate, basename]);

  const change = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };  /** The value, change handler and error of one input. */
  const fieldProps = (field: keyof typeof values) => ({
    name: field,
    value: values[field],
    onChange: change(field),
    error: Boolean(fieldErrors[field]),
    helperText: fieldErrors[field],
  });


  const attempt = async (params: Record<string, unknown>) => {
    setSubmitting(true);
    setError(undefined);
    try {
      await login(params);
    } catch (reason) {
      if (isMfaRequired(reason)) {
        setStep('code');
        setNotice(undefined);
      } else if (reason instanceof Error && reason.message === STAFF_ONLY) {
        setNotice(STAFF_ONLY_NOTICE);
        setStep('credentials');
      } else {
        setError(messageOf(reason));
      }
    } finally {
      setSubmitting(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (step === 'credentials') {
      const parsed = LoginRequest.safeParse({ login: values.login, password: values.password, remember: false });
      if (!parsed.success) return setFieldErrors(issuesOf(parsed.error.issues));
      void attempt({ login: parsed.data.login, password: parsed.data.password });
    } else {
      const parsed = MfaVerifyRequest.safeParse({ code: values.code.trim() });
      if (!parsed.success) return setFieldErrors(issuesOf(parsed.error.issues));
      void attempt({ code: parsed.data.code });
    }
  };

  const restart = () => {
    setStep('credentials');
    setValues({ login: values.login, password: '', code: '' });
    setFieldErrors({});
    setError(undefined);
  };

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'flex-start',
        justifyContent: 'center',
        bgcolor: 'background.default',
        pt: { xs: 4, sm: 12 },
        px: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 380 }}>
        <CardContent>
          <Box component="form" onSubmit={submit} noValidate aria-label="Staff sign-in">
            <Stack spacing={2}>
              <Typography variant="h5" component="h1">
                Staff console
              </Typography>
              {notice && <Alert severity="warning">{notice}</Alert>}
              {error && (
                <Alert severity="error" role="alert">
                  {error}
                </Alert>
              )}
              {step === 'credentials' ? (
                <>
                  <TextField
                    label="Name or e-mail"
                    autoComplete="username"
                    autoFocus
                    required
                    {...fieldProps('login')}
                  />
                  <TextField
                    label="Password"
                    type="password"
                    autoComplete="current-password"
                    required
                    {...fieldProps('password')}
                  />
                </>
              ) : (
                <>
                  <Typography variant="body2">
                    Your account uses two-step sign-in. Enter the 6-digit code from your authenticator app.
                  </Typography>
                  <TextField
                    label="Code"
                    autoComplete="one-time-code"
                    autoFocus
                    required
                    {...fieldProps('code')}
                    slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, pattern: '[0-9]*' } }}
                  />
                </>
              )}
              <Button type="submit" variant="contained" disabled={submitting} fullWidth>
                {submitting ? <CircularProgress size={22} /> : step === 'credentials' ? 'Sign in' : 'Verify'}
              </Button>
              {step === 'code' && (
                <Button onClick={restart} disabled={submitting}>
                  Start again
                </Button>
              )}
            </Stack>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}

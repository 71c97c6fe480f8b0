import { type AdminUserDetail, type PlanId, plans } from '@shelfwise/contract';
import { KeyRound, MailCheck, ShieldCheck, ShieldOff, Trash2, UserX } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { LoadingScreen } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useUser } from '../api/get-user.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { useDeleteUser, useResendVerification, useSendPasswordReset } from '../api/user-actions.ts';
import {
  actionLabel,
  describeChange,
  formatDateTime,
  formatDay,
  planLabel,
  planName,
  userStatus,
} from '../lib/format.ts';
import { LoadError } from './admin-header.tsx';
import { StatusPill } from './status-pill.tsx';

type Action =
  | { kind: 'plan'; plan: PlanId }
  | { kind: 'role'; role: 'user' | 'admin' }
  | { kind: 'suspend'; suspended: boolean }
  | { kind: 'verify' }
  | { kind: 'reset' }
  | { kind: 'delete' };

/** The question each action asks, naming the user, and its button. */
function confirmation(
  user: AdminUserDetail,
  action: Action,
): { title: string; message: string; confirm: string } {
  const who = `${user.name} (${user.email})`;
  switch (action.kind) {
    case 'plan':
      return action.plan === 'free'
        ? {
            title: 'Withdraw complimentary plan',
            message: `Withdraw the complimentary ${planName(user.complimentaryPlan ?? 'free')} plan from ${who}? They keep what they pay for, if anything.`,
            confirm: 'Withdraw plan',
          }
        : {
            title: 'Give complimentary plan',
            message: `Give ${who} the ${plans[action.plan].title} free of charge? It shows as complimentary; any paid subscription is not changed.`,
            confirm: `Give ${planName(action.plan)}`,
          };
    case 'role':
      return action.role === 'admin'
        ? {
            title: 'Make admin',
            message: `Make ${who} an admin? They will see the Admin Panel and can change any account.`,
            confirm: 'Make admin',
          }
        : {
            title: 'Remove admin role',
            message: `Remove the admin role from ${who}? They lose the Admin Panel at once.`,
            confirm: 'Remove admin role',
          };
    case 'suspend':
      return action.suspended
        ? {
            title: 'Suspend account',
            message: `Suspend ${who}? They are signed out everywhere at once and cannot sign in until you lift it. Their data stays.`,
            confirm: 'Suspend',
          }
        : {
            title: 'Lift suspension',
            message: `Lift the suspension of ${who}? They can sign in again.`,
            confirm: 'Lift suspension',
          };
    case 'verify':
      return {
        title: 'Resend verification code',
        message: `Email a new verification code to ${who}?`,
        confirm: 'Send code',
      };
    case 'reset':
      return {
        title: 'Send password reset link',
        message: `Email ${who} a link to choose a new password? You never see or set it yourself.`,
        confirm: 'Send link',
      };
    case 'delete':
      return {
        title: 'Delete account',
        message: `Delete ${who} and all of their data: books, borrowers, loans, history and payments? Their subscription is cancelled first. This cannot be undone.`,
        confirm: 'Delete account',
      };
  }
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="font-medium text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="border-t border-slate-200 pt-4 dark:border-slate-700">
      <h3 className="mb-3 text-sm font-semibold text-slate-900 dark:text-white">{title}</h3>
      {children}
    </section>
  );
}

/** The user detail drawer of User Management: facts, subscription, recent events and the actions. */
export function UserDrawer({
  userId,
  currentUserId,
  onClose,
}: {
  userId: string | null;
  currentUserId: string;
  onClose: () => void;
}) {
  const user = useUser(userId);
  const detail = user.data;
  return (
    <Modal
      open={userId !== null}
      onClose={onClose}
      placement="side"
      size="lg"
      title={detail?.name ?? 'User'}
      description={detail?.email}
    >
      {user.isPending ? (
        <LoadingScreen label="Loading the user..." />
      ) : user.isError ? (
        <LoadError message={user.error.message} onRetry={() => void user.refetch()} />
      ) : (
        <UserDetails user={user.data} isSelf={user.data.id === currentUserId} onDeleted={onClose} />
      )}
    </Modal>
  );
}

function UserDetails({
  user,
  isSelf,
  onDeleted,
}: {
  user: AdminUserDetail;
  isSelf: boolean;
  onDeleted: () => void;
}) {
  const update = useUpdateUser();
  const resend = useResendVerification();
  const reset = useSendPasswordReset();
  const remove = useDeleteUser();
  const [pending, setPending] = useState<Action | null>(null);
  const [planChoice, setPlanChoice] = useState<PlanId>(user.complimentaryPlan ?? 'free');
  const [typed, setTyped] = useState('');
  useEffect(() => setPlanChoice(user.complimentaryPlan ?? 'free'), [user.complimentaryPlan]);

  const busy = update.isPending || resend.isPending || reset.isPending || remove.isPending;
  const status = userStatus(user);
  const sub = user.subscription;
  const hasPaid = sub.paymentStatus !== null && sub.paymentStatus !== 'canceled';
  const selfHint = isSelf ? 'You cannot do this to your own account.' : undefined;

  const done = (message: string) => {
    toast.success(message);
    setPending(null);
    setTyped('');
  };
  const failed = (error: Error) => {
    toast.error(error.message || 'Something went wrong');
    setPending(null);
    setTyped('');
  };
  const run = () => {
    if (!pending) return;
    const on = { onError: failed };
    switch (pending.kind) {
      case 'plan':
        update.mutate(
          { id: user.id, plan: pending.plan },
          {
            ...on,
            onSuccess: () =>
              done(
                pending.plan === 'free'
                  ? `${user.name}'s complimentary plan was withdrawn.`
                  : `${user.name} now has a complimentary ${planName(pending.plan)} plan.`,
              ),
          },
        );
        return;
      case 'role':
        update.mutate(
          { id: user.id, role: pending.role },
          {
            ...on,
            onSuccess: () =>
              done(
                pending.role === 'admin'
                  ? `${user.name} is now an admin.`
                  : `${user.name} is no longer an admin.`,
              ),
          },
        );
        return;
      case 'suspend':
        update.mutate(
          { id: user.id, suspended: pending.suspended },
          {
            ...on,
            onSuccess: () =>
              done(pending.suspended ? `${user.name} is suspended.` : `${user.name} can sign in again.`),
          },
        );
        return;
      case 'verify':
        resend.mutate(user.id, { ...on, onSuccess: (r) => done(r.message) });
        return;
      case 'reset':
        reset.mutate(user.id, { ...on, onSuccess: (r) => done(r.message) });
        return;
      case 'delete':
        remove.mutate(user.id, {
          ...on,
          onSuccess: () => {
            done(`${user.name}'s account was deleted.`);
            onDeleted();
          },
        });
        return;
    }
  };

  const question = pending ? confirmation(user, pending) : null;
  const recentActivity = user.recentActivity.slice(0, 5);

  return (
    <div className="space-y-5 text-sm">
      <div className="flex flex-wrap gap-2" data-testid="user-drawer-status">
        <StatusPill tone={status.tone}>{status.label}</StatusPill>
        <StatusPill tone={user.role === 'admin' ? 'brand' : 'slate'}>
          {user.role === 'admin' ? 'Admin' : 'User'}
        </StatusPill>
        <StatusPill tone="slate">{planLabel(user)}</StatusPill>
      </div>

      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Fact label="Plan">{planLabel(user)}</Fact>
        <Fact label="Complimentary plan">
          {user.complimentaryPlan ? planName(user.complimentaryPlan) : 'None'}
        </Fact>
        <Fact label="Email verified">{user.emailVerified ? 'Yes' : 'No'}</Fact>
        <Fact label="Books">{user.booksCount}</Fact>
        <Fact label="Active loans">{user.activeLoansCount}</Fact>
        <Fact label="Joined">{formatDay(user.createdAt)}</Fact>
        <Fact label="Last sign-in">{formatDateTime(user.lastSignInAt)}</Fact>
        {user.suspendedAt ? <Fact label="Suspended since">{formatDateTime(user.suspendedAt)}</Fact> : null}
      </dl>

      <Section title="Subscription">
        {hasPaid ? (
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            <Fact label="Paid plan">{planName(user.paidPlan)}</Fact>
            <Fact label="Status">{sub.paymentStatus}</Fact>
            <Fact label="Billing">{sub.billingCycle ?? '—'}</Fact>
            <Fact label={sub.cancelAtPeriodEnd ? 'Ends' : 'Renews'}>
              {formatDay(sub.subscriptionExpiresAt)}
            </Fact>
            <Fact label="Provider">{sub.provider === 'sandbox' ? 'Test mode' : (sub.provider ?? '—')}</Fact>
            <Fact label="Payments">{sub.payments.length}</Fact>
          </dl>
        ) : (
          <p className="text-slate-600 dark:text-slate-300">
            No paid subscription
            {sub.payments.length
              ? ` (${sub.payments.length} past payment${sub.payments.length === 1 ? '' : 's'})`
              : ''}
            .
          </p>
        )}
      </Section>

      <Section title="Actions">
        <div className="space-y-4">
          <div className="flex flex-wrap items-end gap-2">
            <div className="min-w-[12rem] flex-1">
              <Select
                label="Complimentary plan"
                hint="Given free of charge. The account has the higher of it and what it pays for."
                value={planChoice}
                onChange={(e) => setPlanChoice(e.target.value as PlanId)}
                options={[
                  { value: 'free', label: 'None' },
                  { value: 'basic', label: plans.basic.title },
                  { value: 'premium', label: plans.premium.title },
                ]}
              />
            </div>
            <Button
              variant="secondary"
              disabled={busy || planChoice === (user.complimentaryPlan ?? 'free')}
              onClick={() => setPending({ kind: 'plan', plan: planChoice })}
              className="mb-[1.375rem]"
            >
              Apply
            </Button>
          </div>
          <div className="grid gap-2 sm:grid-cols-2">
            {user.role === 'admin' ? (
              <Button
                variant="secondary"
                disabled={busy || isSelf}
                title={selfHint}
                onClick={() => setPending({ kind: 'role', role: 'user' })}
              >
                <ShieldOff aria-hidden="true" className="h-4 w-4" />
                Remove admin role
              </Button>
            ) : (
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => setPending({ kind: 'role', role: 'admin' })}
              >
                <ShieldCheck aria-hidden="true" className="h-4 w-4" />
                Make admin
              </Button>
            )}
            {user.suspended ? (
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => setPending({ kind: 'suspend', suspended: false })}
              >
                <UserX aria-hidden="true" className="h-4 w-4" />
                Lift suspension
              </Button>
            ) : (
              <Button
                variant="secondary"
                disabled={busy || isSelf}
                title={selfHint}
                onClick={() => setPending({ kind: 'suspend', suspended: true })}
              >
                <UserX aria-hidden="true" className="h-4 w-4" />
                Suspend
              </Button>
            )}
            {user.emailVerified ? null : (
              <Button variant="secondary" disabled={busy} onClick={() => setPending({ kind: 'verify' })}>
                <MailCheck aria-hidden="true" className="h-4 w-4" />
                Resend verification code
              </Button>
            )}
            <Button variant="secondary" disabled={busy} onClick={() => setPending({ kind: 'reset' })}>
              <KeyRound aria-hidden="true" className="h-4 w-4" />
              Send password reset link
            </Button>
            <Button
              variant="danger"
              disabled={busy || isSelf}
              title={selfHint}
              onClick={() => setPending({ kind: 'delete' })}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              Delete account
            </Button>
          </div>
          {isSelf ? (
            <p className="text-xs text-slate-500 dark:text-slate-400">
              This is your own account: some actions are off.
            </p>
          ) : null}
        </div>
      </Section>

      <Section title="Recent security and admin events">
        {user.recentAuditEvents.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-300">Nothing yet.</p>
        ) : (
          <ul className="space-y-2">
            {user.recentAuditEvents.map((e) => (
              <li key={e.id} className="flex flex-wrap justify-between gap-x-3">
                <span className="font-medium text-slate-800 dark:text-slate-100">
                  {actionLabel(e.action)}
                  {e.actor && e.actor.id !== user.id ? (
                    <span className="font-normal text-slate-600 dark:text-slate-300">
                      {' '}
                      by {e.actor.email}
                    </span>
                  ) : null}
                </span>
                <span className="text-slate-500 dark:text-slate-400">{formatDateTime(e.createdAt)}</span>
                {describeChange(e) ? (
                  <span className="w-full text-xs text-slate-600 dark:text-slate-300">
                    {describeChange(e)}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Recent activity">
        {recentActivity.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-300">Nothing yet.</p>
        ) : (
          <ul className="space-y-1">
            {recentActivity.map((a) => (
              <li key={a.id} className="flex flex-wrap justify-between gap-x-3">
                <span className="text-slate-800 dark:text-slate-100">
                  {a.action.replaceAll('_', ' ').toLowerCase()}
                </span>
                <span className="text-slate-500 dark:text-slate-400">{formatDateTime(a.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <ConfirmDialog
        open={question !== null}
        title={question?.title ?? ''}
        message={question?.message ?? ''}
        confirmText={question?.confirm}
        busyText="Working..."
        busy={busy}
        tone={
          pending?.kind === 'delete' || (pending?.kind === 'suspend' && pending.suspended)
            ? 'danger'
            : 'primary'
        }
        confirmDisabled={pending?.kind === 'delete' && typed !== 'DELETE'}
        onConfirm={run}
        onCancel={() => {
          if (busy) return;
          setPending(null);
          setTyped('');
        }}
      >
        {pending?.kind === 'delete' ? (
          <TextField
            label="Type DELETE to confirm"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
          />
        ) : null}
      </ConfirmDialog>
    </div>
  );
}

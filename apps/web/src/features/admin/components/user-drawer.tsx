// Past 400 lines: the drawer holds one account's facts and each admin action with its confirmation
// (role, complimentary plan, suspension, verification, reset, deletion); the actions share one
// pending-state machine, which splitting would have to pass around.
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
import { t, useT } from '../../../lib/i18n/i18n.ts';
import { activityTypeName } from '../../activity/index.ts';
import { statusLabel } from '../../subscription/index.ts';
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
            title: t('admin.q.withdraw.title'),
            message: t('admin.q.withdraw.message', { plan: planName(user.complimentaryPlan ?? 'free'), who }),
            confirm: t('admin.q.withdraw.confirm'),
          }
        : {
            title: t('admin.q.give.title'),
            message: t('admin.q.give.message', { who, plan: plans[action.plan].title }),
            confirm: t('admin.q.give.confirm', { plan: planName(action.plan) }),
          };
    case 'role':
      return action.role === 'admin'
        ? {
            title: t('admin.q.makeAdmin.title'),
            message: t('admin.q.makeAdmin.message', { who }),
            confirm: t('admin.q.makeAdmin.title'),
          }
        : {
            title: t('admin.q.removeAdmin.title'),
            message: t('admin.q.removeAdmin.message', { who }),
            confirm: t('admin.q.removeAdmin.title'),
          };
    case 'suspend':
      return action.suspended
        ? {
            title: t('admin.q.suspend.title'),
            message: t('admin.q.suspend.message', { who }),
            confirm: t('admin.q.suspend.confirm'),
          }
        : {
            title: t('admin.q.lift.title'),
            message: t('admin.q.lift.message', { who }),
            confirm: t('admin.q.lift.title'),
          };
    case 'verify':
      return {
        title: t('admin.q.verify.title'),
        message: t('admin.q.verify.message', { who }),
        confirm: t('admin.q.verify.confirm'),
      };
    case 'reset':
      return {
        title: t('admin.q.reset.title'),
        message: t('admin.q.reset.message', { who }),
        confirm: t('admin.q.reset.confirm'),
      };
    case 'delete':
      return {
        title: t('admin.q.delete.title'),
        message: t('admin.q.delete.message', { who }),
        confirm: t('admin.q.delete.title'),
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
  const t = useT();
  return (
    <Modal
      open={userId !== null}
      onClose={onClose}
      placement="side"
      size="lg"
      title={detail?.name ?? t('admin.drawer.user')}
      description={detail?.email}
    >
      {user.isPending ? (
        <LoadingScreen label={t('admin.drawer.loading')} />
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
  const t = useT();
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
  const selfHint = isSelf ? t('admin.drawer.self') : undefined;

  const done = (message: string) => {
    toast.success(message);
    setPending(null);
    setTyped('');
  };
  const failed = (error: Error) => {
    toast.error(error.message || t('admin.drawer.failed'));
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
                  ? t('admin.done.withdrawn', { name: user.name })
                  : t('admin.done.given', { name: user.name, plan: planName(pending.plan) }),
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
                  ? t('admin.done.admin', { name: user.name })
                  : t('admin.done.notAdmin', { name: user.name }),
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
              done(
                pending.suspended
                  ? t('admin.done.suspended', { name: user.name })
                  : t('admin.done.unsuspended', { name: user.name }),
              ),
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
            done(t('admin.done.deleted', { name: user.name }));
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
          {user.role === 'admin' ? t('admin.role.admin') : t('admin.role.user')}
        </StatusPill>
        <StatusPill tone="slate">{planLabel(user)}</StatusPill>
      </div>

      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Fact label={t('admin.drawer.plan')}>{planLabel(user)}</Fact>
        <Fact label={t('admin.drawer.complimentaryPlan')}>
          {user.complimentaryPlan ? planName(user.complimentaryPlan) : t('admin.drawer.none')}
        </Fact>
        <Fact label={t('admin.drawer.emailVerified')}>
          {user.emailVerified ? t('admin.drawer.yes') : t('admin.drawer.no')}
        </Fact>
        <Fact label={t('admin.col.books')}>{user.booksCount}</Fact>
        <Fact label={t('admin.drawer.activeLoans')}>{user.activeLoansCount}</Fact>
        <Fact label={t('admin.col.joined')}>{formatDay(user.createdAt)}</Fact>
        <Fact label={t('admin.col.lastSignIn')}>{formatDateTime(user.lastSignInAt)}</Fact>
        {user.suspendedAt ? (
          <Fact label={t('admin.drawer.suspendedSince')}>{formatDateTime(user.suspendedAt)}</Fact>
        ) : null}
      </dl>

      <Section title={t('admin.drawer.subscription')}>
        {hasPaid ? (
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            <Fact label={t('admin.drawer.paidPlan')}>{planName(user.paidPlan)}</Fact>
            <Fact label={t('admin.col.status')}>{statusLabel(sub.paymentStatus)}</Fact>
            <Fact label={t('admin.drawer.billing')}>
              {sub.billingCycle ? t('admin.drawer.cycle', { cycle: sub.billingCycle }) : '—'}
            </Fact>
            <Fact label={sub.cancelAtPeriodEnd ? t('admin.drawer.ends') : t('admin.drawer.renews')}>
              {formatDay(sub.subscriptionExpiresAt)}
            </Fact>
            <Fact label={t('admin.drawer.provider')}>
              {sub.provider === 'sandbox' ? t('admin.drawer.testMode') : (sub.provider ?? '—')}
            </Fact>
            <Fact label={t('admin.drawer.payments')}>{sub.payments.length}</Fact>
          </dl>
        ) : (
          <p className="text-slate-600 dark:text-slate-300">
            {sub.payments.length
              ? t('admin.drawer.noPaidPast', { n: sub.payments.length })
              : t('admin.drawer.noPaid')}
          </p>
        )}
      </Section>

      <Section title={t('admin.drawer.actions')}>
        <div className="space-y-4">
          <div className="flex flex-wrap items-end gap-2">
            <div className="min-w-[12rem] flex-1">
              <Select
                label={t('admin.drawer.complimentaryPlan')}
                hint={t('admin.drawer.planHint')}
                value={planChoice}
                onChange={(e) => setPlanChoice(e.target.value as PlanId)}
                options={[
                  { value: 'free', label: t('admin.drawer.none') },
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
              {t('admin.drawer.apply')}
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
                {t('admin.q.removeAdmin.title')}
              </Button>
            ) : (
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => setPending({ kind: 'role', role: 'admin' })}
              >
                <ShieldCheck aria-hidden="true" className="h-4 w-4" />
                {t('admin.q.makeAdmin.title')}
              </Button>
            )}
            {user.suspended ? (
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => setPending({ kind: 'suspend', suspended: false })}
              >
                <UserX aria-hidden="true" className="h-4 w-4" />
                {t('admin.q.lift.title')}
              </Button>
            ) : (
              <Button
                variant="secondary"
                disabled={busy || isSelf}
                title={selfHint}
                onClick={() => setPending({ kind: 'suspend', suspended: true })}
              >
                <UserX aria-hidden="true" className="h-4 w-4" />
                {t('admin.q.suspend.confirm')}
              </Button>
            )}
            {user.emailVerified ? null : (
              <Button variant="secondary" disabled={busy} onClick={() => setPending({ kind: 'verify' })}>
                <MailCheck aria-hidden="true" className="h-4 w-4" />
                {t('admin.q.verify.title')}
              </Button>
            )}
            <Button variant="secondary" disabled={busy} onClick={() => setPending({ kind: 'reset' })}>
              <KeyRound aria-hidden="true" className="h-4 w-4" />
              {t('admin.q.reset.title')}
            </Button>
            <Button
              variant="danger"
              disabled={busy || isSelf}
              title={selfHint}
              onClick={() => setPending({ kind: 'delete' })}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {t('admin.q.delete.title')}
            </Button>
          </div>
          {isSelf ? (
            <p className="text-xs text-slate-500 dark:text-slate-400">{t('admin.drawer.selfNote')}</p>
          ) : null}
        </div>
      </Section>

      <Section title={t('admin.drawer.events')}>
        {user.recentAuditEvents.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-300">{t('admin.drawer.nothing')}</p>
        ) : (
          <ul className="space-y-2">
            {user.recentAuditEvents.map((e) => (
              <li key={e.id} className="flex flex-wrap justify-between gap-x-3">
                <span className="font-medium text-slate-800 dark:text-slate-100">
                  {actionLabel(e.action)}
                  {e.actor && e.actor.id !== user.id ? (
                    <span className="font-normal text-slate-600 dark:text-slate-300">
                      {t('admin.drawer.byActor', { email: e.actor.email })}
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

      <Section title={t('admin.drawer.activity')}>
        {recentActivity.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-300">{t('admin.drawer.nothing')}</p>
        ) : (
          <ul className="space-y-1">
            {recentActivity.map((a) => (
              <li key={a.id} className="flex flex-wrap justify-between gap-x-3">
                <span className="text-slate-800 dark:text-slate-100">{activityTypeName(a.action)}</span>
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
        busyText={t('admin.drawer.working')}
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
            label={t('admin.drawer.typeDelete')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
          />
        ) : null}
      </ConfirmDialog>
    </div>
  );
}

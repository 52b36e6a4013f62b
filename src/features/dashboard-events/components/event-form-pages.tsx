import { useLingui, Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ArrowStartIcon } from '../../../components/icons';
import { usePageTitle } from '../../../components/use-page-title';
import { dashboardEventQueryOptions } from '../api/dashboard-events.queries';
import { EventForm } from './event-form';
import { FormPageFrame } from '../../../components/dashboard/form-page-frame';
import { FormSkeleton, LoadFailure } from '../../../components/dashboard/load-failure';

/** /dashboard/events/create */
export function EventCreatePage() {
  const { t } = useLingui();
  usePageTitle(t`Create event`);
  return (
    <FormPageFrame
      title={<Trans>Create event</Trans>}
      back={
        <Link to="/dashboard/events">
          <ArrowStartIcon />
          <Trans>All events</Trans>
        </Link>
      }
    >
      <EventForm />
    </FormPageFrame>
  );
}

const editRouteApi = getRouteApi('/dashboard/_admin/events/$id/edit');

/** /dashboard/events/{id}/edit: the form opens once the event is here, filled with its values. */
export function EventEditPage() {
  const { t } = useLingui();
  usePageTitle(t`Edit event`);
  const { id } = editRouteApi.useParams();
  const query = useQuery(dashboardEventQueryOptions(Number(id)));
  return (
    <FormPageFrame
      title={<Trans>Edit event</Trans>}
      back={
        <Link to="/dashboard/events/$id" params={{ id }}>
          <ArrowStartIcon />
          <Trans>Back to the event</Trans>
        </Link>
      }
    >
      {query.isPending ? (
        <FormSkeleton label={t`Loading the event`} />
      ) : query.isError ? (
        <LoadFailure title={<Trans>Failed to fetch event</Trans>} error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
      ) : (
        <EventForm key={query.data.id} event={query.data} />
      )}
    </FormPageFrame>
  );
}

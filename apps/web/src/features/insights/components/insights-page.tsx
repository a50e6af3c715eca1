import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { yearEarlier } from '@ops/contracts';
import { canReadInsights } from '@/shared/session/roles';
import { useGetProfileQuery } from '@/shared/api/api-slice';
import { errorMessage } from '@/shared/api/base-query';
import { hasSessionToken } from '@/shared/session/session-storage';
import { AccessRefusal } from '@/shared/ui/access-refusal';
import { Spinner } from '@/shared/ui/spinner';
import { useGetInsightClientsQuery, useGetInsightsQuery } from '../api/insights-api';
import { insightSections, isEmpty } from '../lib/figures';
import { argsFromParams, monthsOf, paramsOf, type InsightsArgs } from '../lib/insights-params';
import { monthRangeLabel } from '../lib/month-label';
import { TEXTS } from '../lib/texts';
import { ExportInsightsCsv } from './export-insights-csv';
import { FigureCard } from './figure-card';
import { InsightsFilters } from './insights-filters';
import '../insights.css';

/** The filters live in the address, so that a view can be shared and reloaded. */
function useAddressArgs() {
  const [params, setParams] = useSearchParams();
  const args = useMemo(() => argsFromParams(params), [params]);
  const canonical = paramsOf(args).toString();
  // What the address held and the schema refused gives way to the defaults there too.
  useEffect(() => {
    if (params.toString() !== canonical) setParams(new URLSearchParams(canonical), { replace: true });
  }, [params, canonical, setParams]);
  // A choice is a step back can undo; a correction of what the address held replaces it.
  const setArgs = (next: InsightsArgs, replace = false) => setParams(paramsOf(next), { replace });
  return [args, setArgs] as const;
}

function Insights() {
  const [args, setArgs] = useAddressArgs();
  const clients = useGetInsightClientsQuery();
  const figures = useGetInsightsQuery(args);
  const known = clients.data?.some((client) => client.id === args.client_id);
  // A client the list does not have is all clients, like any other value the page cannot use.
  useEffect(() => {
    if (clients.data && args.client_id && !known) setArgs({ ...args, client_id: undefined }, true);
  }, [clients.data, args, known, setArgs]);

  const data = figures.data;
  const sections = useMemo(() => (data ? insightSections(data) : []), [data]);
  const months = data?.months.map((m) => m.month) ?? monthsOf(args);
  const empty = data ? isEmpty(data) : false;

  return (
    <>
      <div className="insights__card">
        <InsightsFilters
          args={args}
          clients={clients.data ?? []}
          loadingClients={clients.isLoading}
          onChange={(next) => setArgs(next)}
        />
        <div className="insights__toolbar">
          <p className="insights__summary" role="status" data-testid="insights-status">
            {figures.isFetching ? (
              <>
                <Spinner /> {TEXTS.loading}
              </>
            ) : (
              data &&
              !figures.error &&
              TEXTS.compared(monthRangeLabel(months), monthRangeLabel(months.map(yearEarlier)))
            )}
          </p>
          <ExportInsightsCsv sections={sections} months={months} disabled={!data || empty} />
        </div>
      </div>
      {figures.error ? (
        <p className="insights__status" role="alert">
          {errorMessage(figures.error)}
        </p>
      ) : empty ? (
        <p className="insights__status" data-testid="insights-empty">
          {TEXTS.empty}
        </p>
      ) : (
        <div className="insights__sections" aria-busy={figures.isFetching || undefined}>
          {sections.map((section) => (
            <section
              key={section.id}
              className="insights__section"
              aria-labelledby={`insights-${section.id}`}
              data-testid={`insights-section-${section.id}`}
            >
              <h2 id={`insights-${section.id}`} className="insights__section-title">
                {section.title}
              </h2>
              <p className="insights__intro">{section.intro}</p>
              <div className="insights__figures">
                {section.figures.map((figure) => (
                  <FigureCard key={figure.id} figure={figure} />
                ))}
              </div>
            </section>
          ))}
        </div>
      )}
    </>
  );
}

/** /insights (decision 0041): on-time delivery, volume and client response, beside a year earlier. */
export function InsightsPage() {
  const { data: profile } = useGetProfileQuery(undefined, { skip: !hasSessionToken() });
  if (!profile) {
    return (
      <p className="insights__status" role="status">
        <Spinner /> {TEXTS.loading}
      </p>
    );
  }
  const allowed = canReadInsights(profile.user_type);
  return (
    <div className="insights">
      <h1 className="insights__title">{TEXTS.title}</h1>
      {/* Others never call the insights API (a 403 would end their session): the page says so instead. */}
      {allowed ? (
        <Insights />
      ) : (
        <AccessRefusal className="insights__status" reason={TEXTS.refused} testId="no-insights-access" />
      )}
    </div>
  );
}

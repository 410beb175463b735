#include "doublehelp.h"

using namespace Qt::StringLiterals;

namespace DoubleHelp {

QString description()
{
    return uR"(Simulated Azure for FleetScope's tests and demo: a loopback HTTP/1.1 server that
speaks the documented Azure formats and never contacts Azure. Prints
"listening on 127.0.0.1:PORT" on stdout when ready. Point an azure-monitor
source at it with "cloud": "custom" and all four endpoints (login, management,
metrics, logAnalytics) set to http://127.0.0.1:PORT.

ENDPOINTS (B = needs "Authorization: Bearer <token>" for audience A)
  POST /{tenant}/oauth2/v2.0/token        grant_type=client_credentials (client_id,
       client_secret, scope=<resource>/.default), urn:ietf:params:oauth:grant-type:
       device_code (client_id, device_code), refresh_token (client_id,
       refresh_token, scope). Form-encoded. Tenants: --tenant; "organizations"
       and "common" for the device-code and refresh grants.
  POST /{tenant}/oauth2/v2.0/devicecode   client_id, scope -> device_code, user_code,
       verification_uri (http://127.0.0.1:PORT/_double/devicelogin), expires_in,
       interval, message. Polling answers authorization_pending until approved.
  GET  {resourceId}/providers/Microsoft.Insights/metrics?api-version=2023-10-01
       &timespan=START/END&interval=PT1M&metricnames=A,B&aggregation=average,maximum
       &$filter=node eq '*'&top=N&orderby=average desc     B, A=https://management.azure.com
  POST /subscriptions/{sub}/metrics:getBatch?api-version=2024-02-01&metricnamespace=T
       &metricnames=A&starttime=S&endtime=E&interval=PT5M&aggregation=average&filter=...
       body {"resourceids": [...]} (at most 50)       B, A=https://metrics.monitor.azure.com
       (real Azure serves this on {region}.metrics.monitor.azure.com; here it is the
       same host:port as everything else)
  POST /v1/workspaces/{id}/query  body {"query": KQL, "timespan": "PT12H"}; also GET
       ?query=&timespan=. "Prefer: wait=N" is echoed in Preference-Applied.
                                                       B, A=https://api.loganalytics.io
  POST /subscriptions/{sub}[/resourceGroups/{rg}]/providers/Microsoft.CostManagement/
       query?api-version=2023-11-01  body {type, timeframe (Custom, MonthToDate,
       TheLastMonth, WeekToDate), timePeriod, dataset {granularity Daily|None,
       aggregation {k: {name: Cost|PreTaxCost|CostUSD|PreTaxCostUSD, function: Sum}},
       grouping (<= 2; TagKey or Dimension ResourceGroupName, ServiceName,
       MeterCategory, ResourceId, ResourceType, ResourceLocation), filter}}.
       Pages of --cost-page-size rows; POST the nextLink again with the same body.
                                                       B, A=https://management.azure.com
  GET  /subscriptions/{sub}[/resourceGroups/{rg}]/providers/Microsoft.Consumption/budgets
       ?api-version=2024-08-01 (or 2023-05-01, 2023-11-01): BudgetsListResult. The
       subscription has gpu-fleet-annual (Annually, Actual 50/75/100 %) and
       gpu-fleet-monthly (Monthly, Actual 80/90/100 %, Forecasted 100 %); gpu-rg has
       gpu-rg-quarterly (Quarterly, Actual 80/100 %). currentSpend is the scope's cost
       from the period's first day to today as the query API reports it;
       forecastSpend the same rate to the period's end (budgetshandler.h).
                                                       B, A=https://management.azure.com
  PUT  /subscriptions/{sub}/resourceGroups/{rg}/providers/Microsoft.Automation/
       automationAccounts/{acct}/jobs/{job}?api-version=2023-11-01
       body {"properties": {"runbook": {"name": R}, "parameters": {...}}} -> 201 New;
  GET  .../jobs/{job}  each poll advances New -> Activating -> Running -> Completed
       (Failed for runbooks named fail-*, Stopped after POST .../jobs/{job}/stop);
  GET  .../jobs/{job}/output  text/plain.              B, A=https://management.azure.com
  ARM answers carry x-ms-ratelimit-remaining-subscription-reads (-writes for PUT),
  counting down from --arm-read-budget; at 0 every ARM read is throttled (429).

CONTROL ENDPOINTS (no token, not counted, never faulted)
  GET  /_double/health, /_double/info (resources, ids), /_double/stats,
       /_double/faults (switches and settings), /_double/devicecode/pending
  POST /_double/faults  JSON as below; DELETE /_double/faults clears the switches
  POST /_double/stats/reset (or DELETE /_double/stats)
  POST /_double/devicecode/approve | deny  {"user_code": "..."}; empty body: all pending
  GET  /_double/devicelogin  an HTML page to approve pending codes by hand

KNOWN RESOURCES
  tenant 00000000-0000-0000-0000-000000000100, client id ...000000000200 (defaults)
  subscription 00000000-0000-0000-0000-000000000001, region eastus
  resource groups gpu-rg, MC_gpu-rg_aks-gpu_eastus
  VMs /subscriptions/{sub}/resourceGroups/gpu-rg/providers/Microsoft.Compute/
      virtualMachines/gpu-node-01 .. gpu-node-08: "Percentage CPU", "Available Memory
      Bytes", "Network In Total", "Data Disk Read Bytes/sec" and "Data Disk IOPS
      Consumed Percentage" (dimension LUN: 0, 1)
  AKS .../providers/Microsoft.ContainerService/managedClusters/aks-gpu:
      node_cpu_usage_percentage, node_memory_working_set_percentage (dimensions node:
      aks-gpupool-38218391-vmss000000..000003, aks-system-38218391-vmss000000..000001;
      nodepool: gpupool, system), kube_pod_status_ready (namespace: team-a, team-b,
      team-c, kube-system)
  Log Analytics workspace id 00000000-0000-0000-0000-000000000300 (fleet-logs), with
      the Application Insights component image-inference-ai (appId ...000000000500,
      iKey ...000000000600) in it
  Automation account fleet-automation in gpu-rg; runbooks halve-batch-size,
      restart-inference-pods, drain-gpu-node, scale-gpu-pool, fail-* (always fails)
  Cost: 8 A100 VMs (CostCenter team-a x3, team-b x3, team-c, one untagged), the AKS
      GPU pool (team-b), AKS, Log Analytics (untagged), storage (team-a).

METRIC VALUES (see metricsynth.h for the exact formula)
  One-minute samples, a pure function of --seed, resource, metric, dimension values
  and the minute; buckets aggregate them. A two-minute gap every 97 minutes gives
  empty PT1M buckets ({"timeStamp"} only); minutes from now on are empty. A grain
  that would give more than 2880 buckets is coarsened (PT1M up to 48 h): use the
  interval of the answer. Unknown metric names fail inside the 200 answer
  (errorCode BadRequest); unknown resources are 404 ResourceNotFound.

CANNED KQL SHAPES (tables AppRequests, InsightsMetrics, KubePodInventory,
ContainerLogV2, Heartbeat, AppMetrics, customMetrics; an ago(N) in the query narrows the
timespan; some value cells are JSON strings, some null, as cannedkql.h lays down)
  T | ... | summarize [Name =] percentile(F, P) | avg(F) | max(F) | min(F) | sum(F) |
        count() | dcount(F) by bin(TimeGenerated, Nm) [, AppRoleName | Namespace |
        Computer] [| order by TimeGenerated [asc|desc]]
      -> TimeGenerated (datetime) [, label (string)], percentile_F_P / avg_F / count_
         (real, or long for counts). Not AppMetrics or customMetrics: see below.
  T | [where ...] | count  -> Count (long)
  print [name =] 1 | 2.5 | "text" | true | now() | datetime(...) | real(null), ...
  Anything else -> 400 BadArgumentError / SyntaxError (unknown table: SemanticError).

APPLICATION INSIGHTS CUSTOM METRICS (--app-insights both|AppMetrics|customMetrics|none)
  AppMetrics (workspace-based): TimeGenerated, Name, Sum, Min, Max, ItemCount (int),
      Properties (dynamic), AppRoleName, AppRoleInstance, Type = "AppMetrics" and the
      other documented columns. customMetrics (classic): timestamp, name, value (= valueSum),
      valueCount (int), valueSum, valueMin, valueMax, valueStdDev, customDimensions
      (dynamic), cloud_RoleName, cloud_RoleInstance, itemType = "customMetric", ...
  One row per minute (t < now) per metric per instance of role "image-inference" (three
  instances): preprocessing_latency_ms (mean ~40 ms), inference_latency_ms (~120 ms),
  postprocessing_latency_ms (~15 ms), 200..400 measurements each; dimensions
  model_version ("v7", then "v8") and batch_size ("8", "16"). With N = now rounded down
  to the minute, preprocessing's mean is 5x in [N - 90 min, N - 60 min) while the others
  stay flat, and model_version is "v8" from N - 100 min (see appmetricsynth.h).
  Below, Time, Name, Sum, Count and Max mean TimeGenerated, Name, Sum, ItemCount, Max on
  AppMetrics and timestamp, name, valueSum, valueCount, valueMax on customMetrics; naming
  a column of the other table is a SemanticError ("Failed to resolve scalar expression
  named 'X'"), as on Azure.
  T [| where Time > ago(N[dhms])] [| where Name in ("a", ...)] [| where Name == "a"] ...
    (where also takes AppRoleName, AppRoleInstance, Type and their classic names), then:
    | distinct Name  -> Name (string): one row per metric with rows in the window
    | summarize [C =] E [, ...] by bin(Time, N[smhd]) [, Name] [, AppRoleInstance]
          [| order by Time [asc|desc]]
        E: sum(Sum) / sum(Count) [/ 1000.0] (the count-weighted mean), max(Max) [/ 1000.0],
        or any sum|min|max|avg(F) and count() divided by aggregates or numbers
      -> Time (datetime) [, Name (string)] [, AppRoleInstance (string)], C (real; long or
         int for integer aggregates; unnamed: sum_Sum, max_Max, count_ or Column1, ...)
    | count          -> Count (long)
    | take N         -> whole rows in the documented columns; dynamic values as JSON text
  A table switched off answers like an unknown one: SemanticError "Failed to resolve
  table or column expression named 'AppMetrics'".

FAULTS (--faults and POST /_double/faults; keys merge, {"reset": true} first clears the
switches (not the settings);
endpoint is login, metrics, batch, logs, cost, budgets, automation or any (default))
  "throttle":  {"endpoint": "metrics", "count": 2, "retryAfter": 3}  429 + Retry-After
               (batch: 529; cost: x-ms-ratelimit-microsoft.costmanagement-qpu-retry-after
               instead of Retry-After; ARM: remaining-subscription-reads 0)
  "batch529":  {"count": 1, "retryAfter": 1}    or a bare count
  "error500":  {"endpoint": "cost", "count": 1}
  "malformed": {"endpoint": "logs", "count": 1} 200 with the JSON cut in half
  "slowMs":    1500 (every request until changed) or {"endpoint": "logs", "ms": 1500,
               "count": 1}; 0 clears
  "forbidden": true | false | "metrics" | ["metrics", "logs"]   403
  "metricError": "Percentage CPU" | [...]      that metric fails inside HTTP 200
  "partialError": true   Log Analytics 200 with half the rows and error PartialError
  "noContent": true      Log Analytics 204
  "expireTokens": true   every token issued so far is expired now
  Settings in the same document: "tokenLifetime": S, "costPageSize": N,
  "costColumnOrder": "default" | "shuffled", "armReadBudget": N,
  "budgets": "default" | "empty", "budgetCurrency": "EUR" (the unit of the spend).
  Counted faults hit the next N requests that passed the token check.

The client secret comes from the environment variable named by
--client-secret-env (default AZURE_DOUBLE_CLIENT_SECRET), never from the command
line. Without one, every client-credentials request fails with AADSTS7000215.)"_s;
}

} // namespace DoubleHelp

#pragma once

#include "runbook.h"

#include <QByteArray>
#include <QString>

// Runbook registry files, YAML or JSON (the same shape; JSON is read as the
// YAML subset it is). A broken entry is left out with a message naming file,
// line and runbook; the others still load.
//
//   runbooks:
//     - id: pods-of-namespace            # [A-Za-z0-9._-], unique in the file
//       title: Pods of the namespace     # optional, defaults to the id
//       match:                           # optional; all given conditions must hold
//         alertname: InferenceLatencyP95
//         labels: {severity: critical}   # label equalities
//       # exactly one of url / command / azureAutomation / webhook:
//       url: https://grafana.example/d/gpu?var-ns={{labels.namespace}}
//       command: [kubectl, -n, "{{labels.namespace}}", get, pods, -o, wide]
//       azureAutomation:
//         source: azmon                  # an azure-monitor source of the sources file
//         subscription: 00000000-0000-0000-0000-000000000001
//         resourceGroup: gpu-rg
//         account: fleet-automation
//         runbook: halve-batch-size
//         parameters: {Namespace: "{{labels.namespace}}", BatchSize: "16"}
//         runOn: ""                      # optional hybrid worker group
//       webhook:                         # one HTTP request with a JSON body
//         url: https://events.pagerduty.com/v2/enqueue   # or "{{secret}}": the address is secret
//         method: POST                   # POST (default), PUT or PATCH
//         headers: {X-Team: gpu}         # optional; values may hold templates and {{secret}}
//         body: {text: "{{summary}}"}    # a JSON object or list as YAML or JSON, or instead:
//         actions: {trigger: {...}, resolve: {...}}  # a body per action the user picks
//         secret: pagerduty              # keychain entry "webhook:pagerduty"; default: the id
//         secretEnv: PAGERDUTY_KEY       # optional variable holding the secret; wins when set
//         successBody: "^[0-9]+$"        # optional: a 2xx counts only when its body matches
//       workingDir: /srv/ops             # optional, command only, absolute
//       timeout: 5m                      # optional; a duration or seconds; default 5m,
//                                        # 30s for a webhook
//
// Templates must be quoted in YAML when they start with "{{", which YAML
// would otherwise read as a mapping. An entry without `match` is reached
// through an alert's `runbook` annotation naming its id.
RunbookRegistry parseRunbookRegistry(const QByteArray &text, const QString &fileName,
                                     RunbookTrust trust = RunbookTrust::Trusted);

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>AlertBoard</name>
    <message>
        <source>inhibition on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time interval %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPU %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 on %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AlertCenter</name>
    <message>
        <source>This is a replay: its alerts are history and take no action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That alert is no longer open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A silence needs a duration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Those alerts are no longer open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That alert is not silenced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (was: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>silence %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save acknowledgements and silences to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AlertDocks</name>
    <message>
        <source>Alerts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runbook / Audit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runbooks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Silence %1 created on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 refused the silence change: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Alerts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load Alert &amp;Rules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load Alert Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prometheus rule files (*.yml *.yaml);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alert rules loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use &amp;Built-in Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tiers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>severity map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load Runbook Re&amp;gistry…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load Runbook Registry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runbook registries (*.yml *.yaml *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runbook registry loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built-in Runbooks &amp;Only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Evaluate Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Desktop &amp;Notification for P1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sound for P1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alert rules not changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no alerting rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alert rules: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 by %3: %4 %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no alerts API (HTTP 404); add &quot;alerts&quot;: false to this source in the sources file to stop asking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: rule %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P1 firing: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FleetScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ne&amp;xt Alert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous Alert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Acknowledge Alert…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (showing its alerts of %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AlertEngine</name>
    <message>
        <source>Alert rules are evaluated once a Prometheus source is configured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: rule %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no Prometheus source to evaluate it on</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AlertFeedClient</name>
    <message>
        <source>No silence was named to expire.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The source &quot;%1&quot; is an Azure Monitor source, not an alert feed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The source &quot;%1&quot; is Azure Monitor managed Prometheus, which has no alerts API.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The source &quot;%1&quot; is an Alertmanager; alerting rules come from Prometheus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The source &quot;%1&quot; is a Prometheus server; silences live in Alertmanager.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No network access.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer from %1 is larger than the %2 MiB limit for alert feeds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot reach %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 redirected to %2, a different origin; the redirect was not followed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AlertFeedParser</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer is larger than the %1 MiB limit for alert feeds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (near byte %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no JSON value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than one JSON value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s answer is malformed or truncated JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an RFC 3339 time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP %1 from the server (not a Prometheus answer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s answer is not a Prometheus API answer; check that the URL points at the Prometheus API.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s answer has an unknown status &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server reported success but sent no data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number of seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a usable duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is neither pending nor firing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Prometheus alerts answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Prometheus rules answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP %1 from the server (not an Alertmanager answer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s answer is not an Alertmanager API answer; check that the URL points at Alertmanager.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alertmanager answered with an error (HTTP %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alertmanager answered with an error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an array of alerts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an Alertmanager alerts answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an array of silences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an Alertmanager silences answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alertmanager&apos;s answer to a new silence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A silence needs at least one matcher; without one it would mute every alert.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every matcher of a silence needs a label name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The matcher for %1 is not a valid regular expression: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At least one matcher of a silence must not match an empty value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A silence must end after it starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s answer does not have the shape of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AlertFeeds</name>
    <message>
        <source>Alerting rules could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Silences could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The source &quot;%1&quot; is not an alert feed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The source &quot;%1&quot; is a Prometheus server; silences live in Alertmanager.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AlertModel</name>
    <message>
        <source>untiered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1h %2m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1d %2h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alert / target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Since</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolved in view (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 quiet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 P3 digest (%2%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (%3%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in %2: %3 firing, %4 pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 %3%4 ×%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 firing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quiet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Muted by %1 (inhibition)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Silenced by %1 until %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acknowledged by %1 at %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>firing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resolved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>silenced %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>muted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as of %1, feed down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, ended %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AlertPane</name>
    <message>
        <source>&amp;Runbook…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Ack…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Silence…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Unsilence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show and launch the runbook for the selected alert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acknowledge the selected alert with a note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Silence the selected alert or its group for a while</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>(%n more; hover for all)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;nbsp;(+%1 quiet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;ALERTS&lt;/b&gt;&amp;nbsp;&amp;nbsp; %1 &amp;nbsp; %2 &amp;nbsp; %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select an open alert first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select an alert or a group first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a silenced alert first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acknowledge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acknowledge %1 on %2.
Note for the next person on call:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alerts by tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No alerts to move between.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That was the last alert.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That was the first alert.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AlertRules</name>
    <message>
        <source>%1:%2: not valid YAML: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a rule file needs a &quot;groups&quot; list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: group %3: &quot;interval&quot; is not a duration such as 1m.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: rule %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has neither &quot;alert&quot; nor &quot;record&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has no &quot;expr&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1: %2&quot; is not a duration with a unit, such as 5m.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AnnotationDialog</name>
    <message>
        <source>At a moment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over a range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Annotation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. batch size raised to 32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Text:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AuditLog</name>
    <message>
        <source>Cannot write the audit log %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AuditModel</name>
    <message>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acknowledged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>silenced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsilenced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>silence refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runbook started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runbook ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runbook dry run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runbook registry loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alert rules loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tier map changed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AutomationClient</name>
    <message>
        <source>HTTP %1 from the server (not an Azure Automation answer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s answer is not an Azure Automation job; check the management endpoint of the source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s answer does not have the shape of an Azure Automation job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Azure Automation refused the job: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The signed-in identity lacks permission to run jobs in %1: ask for the Automation Job Operator role.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The signed-in identity lacks permission to run jobs in this Automation account: ask for the Automation Job Operator role.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job has no properties.status.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Azure did not stop the job, which may still run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped waiting for the job; it may still run in Azure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canceled before Azure answered; the job may still have started.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AzureCall</name>
    <message>
        <source>Canceled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Azure sign-in for this source is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer from %1 is larger than the %2 MiB limit; narrow the query.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot reach %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>throttled by Azure (HTTP %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP %1 from %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AzureCliTokenProvider</name>
    <message>
        <source>Azure CLI login</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Azure CLI (az) is not installed or not on PATH; install it and run az login, or choose another sign-in method for this source.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AzureCloud</name>
    <message>
        <source>Unknown cloud &quot;%1&quot; (use AzureCloud, AzureChinaCloud, AzureUSGovernment or custom).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A custom cloud needs all four endpoints; &quot;endpoints.%1&quot; is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;endpoints.%1&quot; is not an http(s) address: &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AzureMonitorClient</name>
    <message>
        <source>The time range is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Log Analytics query needs &quot;workspace&quot; and &quot;kql&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An Azure query needs &quot;metric&quot; (with &quot;resource&quot; or &quot;resources&quot;) or &quot;kql&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown aggregation &quot;%1&quot; (use Average, Minimum, Maximum, Total or Count).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An Azure metric query needs &quot;resource&quot; or &quot;resources&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a resource id (/subscriptions/…/providers/…).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AzureQueryJob</name>
    <message>
        <source>Canceled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The data source was removed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BilledCostPanel</name>
    <message>
        <source>Fetch Billed Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Azure sign-in for billed cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost Management scope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>subscriptions/&lt;id&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Cost Management scope: a subscription (subscriptions/&lt;id&gt;) or a resource group within it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tag to group billed cost by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billed cost from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add an Azure source (Azure Monitor or managed Prometheus) to compare with the billed cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scope must start with subscriptions/&lt;id&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the tag to group the billed cost by, e.g. CostCenter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load the cost for a period first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The source &quot;%1&quot; has no Azure sign-in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; retrying in %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking Azure Cost Management…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billed cost: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billed cost comes in %1 and %2; it is not summed across currencies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Billed cost for %n day(s), %1 group(s), read from %2 page(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClientSecretTokenProvider</name>
    <message>
        <source>service principal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The environment variable %1 that should hold the client secret is not set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No client secret: %1. Enter it in the Data Sources dialog, or name an environment variable in clientSecretEnv.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No network access.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommandPalette</name>
    <message>
        <source>%1 › %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command Palette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type to find an action…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find an action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1   (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConnectionTest</name>
    <message>
        <source>Configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Endpoint %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The Alertmanager API answers (%n alert(s) now).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Sign-in for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: token received.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reachable; the identity can list subscriptions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reachable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Permission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The endpoint refused the token (HTTP %1). Check that the identity has a role (for example Monitoring Reader) on the subscription.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reachable (HTTP %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The query of the dashboard&apos;s first lane on this source can be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot reach it: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Prometheus API answers queries.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CostBarsWidget</name>
    <message>
        <source>Cost per group per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stacked bars of each group&apos;s cost per day; the hatched part of each bar is idle cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cost to show for this period.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, %2&lt;br&gt;cost %3, idle %4&lt;br&gt;%5 GPU-hours, %6 idle</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CostCharts</name>
    <message>
        <source>other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hatched: idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>idle share, 0 – 100 %; outlined: off-hours window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>idle share, 0 – 100 %</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CostGroupModel</name>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ≠ %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not billed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of these GPU-hours are on GPUs without a price and not in the cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unobserved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost (est.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billed − est.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CostHeatMapWidget</name>
    <message>
        <source>Idle share by hour and weekday</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seven rows of days by 24 hours; darker cells had a larger share of idle GPU-hours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No utilisation to show for this period.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2:00–%3:00</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 of GPU-hours idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no GPU reported</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CostLeverText</name>
    <message>
        <source>Off-hours deallocation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reserved instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot VMs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right-sizing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1–%2</source>
        <comment>a run of weekdays</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window %1–%2 starting %3, only idle GPU-hours count (%4 h a week)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1-year term at %2 % discount, GPUs running ≥ %3 % of the period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pools %1; %2 % discount; %3 % of work lost to evictions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none chosen)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % memory headroom over each node&apos;s peak GPU memory; the cheapest smaller SKU that holds it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CostLeversPanel</name>
    <message>
        <source>Each lever is counted on its own from this period&apos;s telemetry and scaled to a month of 730 h. They overlap (a night that is deallocated cannot also be reserved), so their savings do not add up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off-hours deallocation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starting on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counts only GPU-hours that were idle inside the window: busy nights are work that would have to run anyway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle GPU-h in window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saves / month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reserved instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reservation term</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Term</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discount, 1 year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discount, 3 years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reserve GPUs running at least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SKU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs always on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot VMs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node pools for spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot discount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Work lost to evictions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right-sizing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory headroom over the node&apos;s peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A node whose GPUs&apos; peak memory (DCGM_FI_DEV_FB_USED) plus headroom fits a cheaper SKU&apos;s GPU could move to it; the GPU count stays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smaller SKU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no node pool labels in this period)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saves ≈ %1 / month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of %1 / month it applies to</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CostManagementClient</name>
    <message>
        <source>(untagged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Cost Management answer has no cost column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Cost Management answer has no UsageDate column (not daily).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Cost Management answer has no column for the tag &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1 of the Cost Management answer has no UsageDate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1 of the Cost Management answer has no cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Cost Management query needs a scope, such as subscriptions/&lt;id&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Cost Management query needs a first and a last day.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first day (%1) is after the last day (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Cost Management query needs a tag to group by.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The source has no management endpoint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The source has no Azure sign-in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page %1 of the Cost Management answer has other columns than the first page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost Management named a next page on another host; it was not followed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost Management named a page it had already sent as the next page; paging stopped after %1 pages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Cost Management answer has more than %1 pages; choose a shorter period or a narrower scope.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Cost Management query was canceled.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CostReportWriter</name>
    <message>
        <source>the cost review holds no figures to export yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 – %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FleetScope · estimate from GPU telemetry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU cost review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures computed at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grouped by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>utilisation below %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (billed cost in %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Days and hours in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busy GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 of the GPU-hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 of the cost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unobserved GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per busy GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: no GPU was busy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpriced GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 on %n GPU(s) without a price (%2), not in the cost</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Billed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (Azure Cost Management, tag %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimated cost per day and %1; the hatched part of each bar was idle (utilisation below %2 %).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle share by hour of the week</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle GPU-hours ÷ observed GPU-hours in each hour of the week (%1), all GPUs together. Outlined: the off-hours window of the savings lever.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busy
GPU-h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle
GPU-h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Un­observed
GPU-h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billed − est.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 unpriced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not billed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most wasteful GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU was idle in this period.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The %n GPU(s) with the highest idle cost; under the idle GPU-hours, their share of the GPU&apos;s own GPU-hours.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SKU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle GPU-h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing in this period qualifies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle GPU-h in window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saves / month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs always on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smaller SKU</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Savings levers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each lever is counted on its own from this period&apos;s telemetry and scaled to a month of 730 h. The levers overlap (a night that is deallocated cannot also be reserved), so their savings do not add up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not counted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≈ %1 / month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applies to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Definitions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Savings per month: the period&apos;s figures scaled to a month of 730 h.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the PDF could not be started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FleetScope GPU cost review · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the PDF could not be finished</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CostText</name>
    <message>
        <source>%1 %2</source>
        <comment>amount, currency code</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1M</source>
        <comment>millions</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1k</source>
        <comment>thousands</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours: each DCGM_FI_DEV_GPU_UTIL sample present stands for one step of the grid. A partitioned GPU counts as its share of a GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busy GPU-hours: the sum of utilisation ÷ 100 × step, so a GPU at 50 % for an hour is half a busy GPU-hour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle GPU-hours: the sum of steps in which utilisation was below %1 %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unobserved GPU-hours: steps in which a GPU that reported in the period had no sample (exporter or node down). Neither idle nor busy, and not in the cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost: GPU-hours × the per-GPU price (the VM&apos;s hourly price ÷ its GPUs) from the price table, in %1. An estimate from telemetry, not a bill.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle cost: idle GPU-hours × the per-GPU price: what the GPUs cost while they did (almost) nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per busy GPU-hour: cost ÷ busy GPU-hours; what one fully used GPU-hour really cost, idle time included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billed: actual cost from Azure Cost Management per value of the tag %1, for the whole resources (VMs, disks, network), so it differs from the GPU estimate.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CostView</name>
    <message>
        <source>%1 — using the default prices until it is fixed (Prices…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 24 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group by label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A label of the DCGM series (namespace, CostCenter, Product…), or node, sku or nodepool, which FleetScope knows without a label.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time zone of days and hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Cost per day by group&lt;/b&gt; (hatched: idle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Idle share of GPU-hours by hour and weekday&lt;/b&gt; — where off-hours scheduling would pay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most wasteful GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Savings levers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No data sources: open a sources file (File ▸ Open Sources) or a snapshot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting GPU-hours from %1 to %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No DCGM_FI_DEV_GPU_UTIL series in this period: nothing to count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name a label to group by.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 – %2 UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 – %2 local time</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n GPU(s) · figures computed at %2</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Total GPU cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busy GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per busy GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unobserved GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 GPU-hours on %n node(s) have no price and are not in the cost (%2). Add their SKU under Prices….</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Load a period with GPU utilisation first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The prices are used but could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to export yet: load a period first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Cost Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost table written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Cost Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost report written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost by group</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CustomRangeDialog</name>
    <message>
        <source>Custom Time Range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yyyy-MM-dd HH:mm:ss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end must be at least one minute after the start.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Dashboard</name>
    <message>
        <source>The dashboard is not valid JSON (%1 at offset %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dashboard must be a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dashboard&apos;s &quot;range&quot; is not a duration such as &quot;6h&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dashboard&apos;s &quot;refresh&quot; must be a duration of at least 1s, such as &quot;15s&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dashboard has no lanes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two lanes share the id &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lane &quot;%1&quot;: unknown unit &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lane &quot;%1&quot;: unknown aggregate &quot;%2&quot; (use max, min, avg, sum, p50, p95 or p99).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lane &quot;%1&quot;: topK must be between 0 and 50.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lane &quot;%1&quot;: a query names no source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lane &quot;%1&quot; has no queries.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DashboardLoader</name>
    <message>
        <source>There is no built-in dashboard &quot;%1&quot; (built-in: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the dashboard %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DataSourcesDialog</name>
    <message>
        <source>Skip TLS verification (insecure)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data Sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prometheus-compatible (Prometheus, Thanos, Mimir, VictoriaMetrics, Azure managed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Azure Monitor (metrics, Log Analytics)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alertmanager (alerts and silences)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bearer token from an environment variable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Basic auth (password from an environment variable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Azure (Entra ID)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Azure public cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Azure China</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Azure US Government</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom endpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Azure CLI login (az login)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service principal (client secret)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device code (sign in in a browser)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kept in the OS keychain, never in the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>or: name of an environment variable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. THANOS_TOKEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test Connection checks sign-in, endpoint and permission, step by step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Auth:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token variable:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Username:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password variable:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cloud:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Login endpoint:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Management endpoint:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metrics endpoint:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log Analytics endpoint:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign-in &amp;method:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tenant:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client ID:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client secret:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret variable:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CA file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✖ Configuration: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✔ %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✖ %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All checks passed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some checks failed (see above).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Data Sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data sources (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file was saved, but %1 Set clientSecretEnv instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection test report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data sources</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeviceCodeTokenProvider</name>
    <message>
        <source>device code sign-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No network access.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To sign in, open %1 and enter the code %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sign-in code expired before it was used; start the sign-in again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LaneChartPainter</name>
    <message>
        <source>snapshot rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▲ P1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>● P2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>○ P3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>– none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No data in this range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>black line: %1 of %n series · band: min–max · labelled: top %2</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>UTC</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LaneView</name>
    <message>
        <source>P%1 firing: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P%1 pending: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — retrying automatically</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — showing data from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ Error:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ Warning:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No data in this range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP status %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next automatic retry at %1 (F5 retries now).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backend warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (range %3 – %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>thick line: %1 of %n series · band: min–max · labelled: top %2</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>FleetScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — Replay — FleetScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected: %1 (click again or press C to clear)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Dashboard…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Dashboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dashboards (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Sources…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Data Sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data sources (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data Sources…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built-in Dashboards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pan &amp;Left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pan &amp;Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset Zoom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh &amp;Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpin &amp;Crosshair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear Selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command &amp;Palette…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About FleetScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About FleetScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;FleetScope %1&lt;/b&gt;&lt;p&gt;Correlated GPU fleet observability: live lanes, alerts, snapshots and cost review.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Open Sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Open Dashboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — FleetScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign in to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for sign-in to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No data sources: open a sources file (File &gt; Open Sources…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No dashboard open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n lane(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last refresh %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n lane(s) failing</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>replay, offline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no sources file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;Welcome to FleetScope&lt;/h2&gt;&lt;p&gt;GPU memory, P95 latency and pods on one time axis, tiered alerts with runbooks, and incidents you can replay offline.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay the demo incident (no setup needed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a data sources file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a data source…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a snapshot…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Snapshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FleetScope snapshots (*.fsnap);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lanes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The correlated time lanes, live or replayed (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost review: GPU-hours, idle spend and savings levers (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved Annotations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the annotations and notes you added into the snapshot before quitting?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Save Annotations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Times in &amp;UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read times in UTC instead of local time (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset &amp;Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new language is used from the next start of FleetScope.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window layout reset.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PriceTableDialog</name>
    <message>
        <source>Prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours are priced by the VM size (SKU) of their node: the node&apos;s override below, else the instance type kube-state-metrics reports, else the SKU mapped to the GPU&apos;s model name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Currency:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(ISO 4217 code; all prices are in it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SKUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SKU prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node Overrides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node to SKU overrides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU Models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU model to SKU mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add Row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove Row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove selected rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Load from File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load prices from a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sa&amp;ve to File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save prices to a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset to &amp;Defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset to the built-in prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load Prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price files (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was loaded, the file has a problem: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loaded %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The built-in prices are back; OK keeps them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the currency must be a three-letter ISO 4217 code such as USD or EUR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an ISO 4217 currency code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n more problem(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PriceTableModel</name>
    <message>
        <source>must be a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an SKU needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is listed more than once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a number or a fraction such as 1/6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be more than zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a node needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a GPU model needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name an SKU from the SKUs tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SKU %1 is not in the SKUs tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1, %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per VM hour ÷ GPUs per VM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs in one VM; a fraction such as 1/6 for a partitioned GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU model name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SKU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs per VM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per VM hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per VM hour (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per GPU-hour (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PriceTableStore</name>
    <message>
        <source>%1: cannot read it (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the prices to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create its folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrometheusClient</name>
    <message>
        <source>No network access.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrometheusRangeJob</name>
    <message>
        <source>Canceled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The data source was removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer from %1 is larger than the %2 MiB limit; narrow the query or raise maxBodyMiB for this source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot reach %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 redirected to %2, a different origin; the redirect was not followed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer from %1 could not be decompressed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QueryPlanner</name>
    <message>
        <source>This source answers at most %1 per query; choose a shorter range.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Show all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Replay&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start of the incident</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous alert change or annotation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One sample back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One sample forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next alert change or annotation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of the incident</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play at %1 times real time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unticked, the lanes show only the data known at the cursor, as it was then</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayController</name>
    <message>
        <source>Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play / Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next Alert Change or Annotation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;revious Alert Change or Annotation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;Annotation…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Postmortem &amp;Note…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save Annotations to the Snapshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Save Annotations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Open Snapshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved Annotations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The annotations added to %1 are not saved. Open the other snapshot anyway and lose them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>firing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resolved</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Replaying %1: %2 samples, %n alert(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1–%2 %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 by %2: %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotation added; save it into the snapshot with Ctrl+Shift+S.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No snapshot is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotations saved into %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Postmortem Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes so far:
%1

New note:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportPageFlow</name>
    <message>
        <source>page %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FleetScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drawing a report needs a QGuiApplication (the offscreen platform will do)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportWriter</name>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 – %2 %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled snapshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pale band: pending · dark band with a strip along the bottom: firing · ▼ annotation · dashed: threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incident report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time range (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time range (local)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (FleetScope %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Captured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dashboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lanes: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>samples: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alerts: none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alerts: %1, of which fired: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>annotations: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>operator actions: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>notes: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lanes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole snapshot, %1. Each lane: black line = the lane&apos;s aggregate across series, blue band = min–max across series, coloured lines = the top outliers, named at their right end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>×%1 in %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>×%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never fired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pending ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at the end of the snapshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≥ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alert timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All times in the tables are UTC on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No alert was pending or firing in this snapshot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target and labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Firing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No P1 or P2 alert was pending or firing in this snapshot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P3 digest: %1 alert instances (waste and housekeeping, not paged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration is how long the alert fired, or was pending if it never fired; ≥ marks an alert still open when the snapshot ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runbook and operator actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the snapshot has no lanes to draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the snapshot&apos;s time range is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the snapshot holds no samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the PDF could not be started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FleetScope incident report · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the PDF could not be finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an image of %1×%2 pixels cannot hold the lanes (200×100 to 20000×20000)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the PNG could not be encoded</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleLoader</name>
    <message>
        <source>%1: no such built-in rule set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: larger than 8 MiB, not a rule file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Runbook</name>
    <message numerus="yes">
        <source>%n h</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n min</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 contains a NUL character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the timeout must be longer than zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;url&quot; is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>url</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;url&quot; must start with http:// or https:// written out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;url&quot; names no host.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;command&quot; names no program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>argv[0]: the program takes no placeholders; name it literally.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>argv[0] contains a NUL character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;workingDir&quot; must be an absolute path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;workingDir&quot; takes no placeholders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;azureAutomation&quot; needs &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a parameter has no name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parameter %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Azure Automation runbook %1 (job %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open this address in the web browser:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run this program directly, without a shell, stopping it after %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  in FleetScope&apos;s working directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  in the directory %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As a shell would write it (for reading only; no shell runs it):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the Azure Automation runbook %1 with the sign-in of the source &quot;%2&quot;:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Authorization: Bearer (a token of the source&apos;s sign-in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then poll GET %1 until the job ends (stopping it after %2), and read GET %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This runbook comes from %1, a file FleetScope did not get from you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runbook link of the rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the runbook_url annotation of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: runbook %2: already defined at %3; that one is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;{{&quot; is not closed by &quot;}}&quot; in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown placeholder %2; use {{labels.NAME}}, {{annotations.NAME}}, {{alertname}}, {{startsAt}}, {{value}} or {{tier}}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the alert has no label &quot;%2&quot; (for %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the alert has no annotation &quot;%2&quot; (for %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the alert has no name (for %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the alert has no start time (for %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the alert has no value (for %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the alert has no tier (for %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the value of %2 contains a NUL character, which is refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;url&quot; takes no placeholder in its host; put values in the path or the query.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 contains a NUL character, which is refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an http or https address; a runbook opens web pages only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The runbook names no program to run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>argv[0]: the program takes no placeholders; name it literally (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command contains a NUL character, which is refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 would be %2, which starts with &quot;-&quot;: %3 could read it as an option. Only the runbook itself may write options; put the value after a literal prefix such as --name=.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must name something, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The runbook names no azure-monitor source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The runbook runs through the Azure source &quot;%1&quot;, which is not an azure-monitor source of the sources file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>subscription</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resourceGroup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runbook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The runbook names no Azure Automation runbook.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runOn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Automation job address is not valid: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runbook %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunbookLaunchDialog</name>
    <message>
        <source>Run runbook: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opens a web page in your browser.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs a program on this computer, with exactly these arguments and no shell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starts an Azure Automation job with exactly this request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ Warning: this runbook comes from %1, a file you did not write (for example one inside a snapshot someone sent). Read exactly what it will do before you run it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value, quoted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I have read what this runbook will do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dry run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dry run: nothing was run. Run would do exactly what is shown above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the runbook will do</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunbookLauncher</name>
    <message>
        <source>Runbook registry not changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no runbook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runbook registry: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No runbook matches %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runbook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runbooks for %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Launch Runbook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No browser opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, %3 s): %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>succeeded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runbook %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunbookLoader</name>
    <message>
        <source>The built-in runbooks are missing from this build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the runbook file %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunbookPane</name>
    <message>
        <source>⏱ timed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>■ stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exit %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runbook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No runbook has run yet. Launch one from an alert.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… starting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>? unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>○ dry run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dry run: nothing was run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[earlier output dropped]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runbook launches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runbook output</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunbookRegistry</name>
    <message>
        <source>an entry must be a map with &quot;id&quot; and one of &quot;url&quot;, &quot;command&quot; or &quot;azureAutomation&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has no &quot;id&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the id may hold only letters, digits, &quot;.&quot;, &quot;_&quot; and &quot;-&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs exactly one of &quot;url&quot;, &quot;command&quot; and &quot;azureAutomation&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;workingDir&quot; belongs to a command only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: runbook %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no id)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not text; in YAML a template that starts with &quot;{{&quot; must be quoted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;match&quot; must be a map with &quot;alertname&quot; and/or &quot;labels&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown field &quot;match.%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;command&quot; must be a list: the program, then one entry per argument (it never goes through a shell).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;command&quot; has more than %1 arguments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;azureAutomation&quot; must be a map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown field &quot;azureAutomation.%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;timeout: %1&quot; is not a duration such as 5m or 300.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the file is larger than %2 MiB; it is not a runbook registry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: neither valid YAML nor valid JSON: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a runbook registry needs a &quot;runbooks&quot; list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: unknown field &quot;%3&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: runbook %3: the id is already used above; this entry is left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunbookRunner</name>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No end after %1: stopping it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop requested.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped before it started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be started: %2 is not an executable file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be started: there is no program of that name on the PATH.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be started: the directory %2 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was stopped after its %2 timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was stopped on request after %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was ended by a signal after %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exited with %2 after %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Azure Automation runbook %1 did not start: &quot;%2&quot; is not a signed-in azure-monitor source of the sources file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Azure Automation runbook %1 did not start: the source &quot;%2&quot; now points elsewhere than when the runbook was shown; launch it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job status: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; trying again in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting job %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Azure Automation runbook %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job&apos;s output could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Azure Automation job %1 of %2 ended %3 after %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SecretStore</name>
    <message>
        <source>the OS keychain holds no secret for the source &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the OS keychain could not be read (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The OS keychain refused to store the secret (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The OS keychain could not remove the secret (%1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeriesCodec</name>
    <message>
        <source>damaged series block: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the time grid is not strictly increasing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a series does not match the time grid (%1 values for %2 grid points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 series over %2 grid points are too large for one block; split them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compression failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a FleetScope series block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown block version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checksum mismatch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declared size %1 does not fit the block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compressed frame does not match its size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot decompress (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;General</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Alerts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cost and Sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new language is used from the next start of FleetScope.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lanes and charts follow the theme; tiers keep their shapes (▲ ● ○) and labels in every theme.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;times in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the dashboard says</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open dashboards showing:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Desktop &amp;notification when a P1 alert starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sound when a P1 alert starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the severity to tier map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severity → tier:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU is &amp;idle below:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit &amp;Price Table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit &amp;Data Sources…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data sources:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sources file is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In use: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passwords, tokens and client secrets are kept in the system keychain or read from environment variables, never in the settings or the sources file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2 P%3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SilenceDialog</name>
    <message>
        <source>This alert: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every alert of the group: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Silence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>15 minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>24 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why is it safe to ignore? (required)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Duration:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SnapshotActions</name>
    <message>
        <source>Open S&amp;napshot…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save Snapshot…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Report (PDF)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Lanes (PNG)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the &amp;Demo Incident</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot copy the demo incident to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Snapshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FleetScope snapshots (*.fsnap);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Save Annotations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Snapshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a dashboard first: a snapshot holds its lanes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is on screen (%1–%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On screen plus the hour before (%1–%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another range…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture at full resolution:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FleetScope snapshots (*.fsnap)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Save Snapshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetching the incident at full resolution…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snapshot not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 samples, %2–%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snapshot saved: %1 (%2 samples)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reports are made from a snapshot: save one (Ctrl+S) or open one first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Lanes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lanes written: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SnapshotCapture</name>
    <message>
        <source>The capture has not run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alert rule %1 (source %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lane %1, query %2 (source %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The capture range ends before it starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The capture was canceled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SnapshotFile</name>
    <message>
        <source>out of memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its SQLite header is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>corrupted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>truncated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create a file there (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create a temporary file there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot flush it to disk (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot replace the file (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a directory, not a snapshot file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read it (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>truncated (%1 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a FleetScope snapshot (not an SQLite database)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>corrupted (bad page size in the header)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>truncated (%1 of %2 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>truncated (%1 bytes is not a whole number of pages)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a FleetScope snapshot (an SQLite database of another application)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a FleetScope snapshot (missing table meta)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a FleetScope snapshot (no schema version)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>made by a newer FleetScope (schema %1, this reads up to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown schema version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing tables %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read table %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>corrupted (table %1 does not match its checksum)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write it (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the database did not close cleanly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot save the annotations (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot store lane %1, query %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its dashboard cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lane %1, query %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>corrupted (%1: a series block is missing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>corrupted (%1: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>corrupted (%1: a block does not hold what it says)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>corrupted (%1: blocks on different grids)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>corrupted (%1: no series block)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>corrupted (%1: series are missing)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SourceChips</name>
    <message>
        <source>Sources:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✖ %1: error, retry in %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✖ %1: error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No lane of this dashboard queries this source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◌ %1: loading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✔ %1: ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SourceConfig</name>
    <message>
        <source>A source has no &quot;name&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: unknown type &quot;%2&quot; (use prometheus, alertmanager or azure-monitor).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: &quot;url&quot; must be an http:// or https:// address, not &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: put credentials in &quot;auth&quot; (with tokenEnv or passwordEnv), not in an Authorization header.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: &quot;auth.%2&quot; holds a secret. Secrets never go in the sources file: name an environment variable instead (tokenEnv, passwordEnv, clientSecretEnv).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: bearer auth needs &quot;tokenEnv&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: basic auth needs &quot;username&quot; and &quot;passwordEnv&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: client-secret sign-in needs &quot;tenant&quot; and &quot;clientId&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: unknown Azure sign-in method &quot;%2&quot; (use azure-cli, client-secret or device-code).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: unknown auth type &quot;%2&quot; (use none, bearer, basic or azure).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: an azure-monitor source signs in with &quot;auth&quot;: {&quot;type&quot;: &quot;azure&quot;, ...}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: an alertmanager source cannot sign in with Azure; use none, bearer or basic auth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: &quot;alerts&quot; must be true or false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: Azure Monitor managed Prometheus has no alerts API; remove &quot;alerts&quot;: true.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: &quot;%2&quot; is not a valid duration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: &quot;maxPoints&quot; must be at least 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: &quot;maxBodyMiB&quot; must be positive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sources file is not valid JSON (%1 at offset %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sources file must be an object with a non-empty &quot;sources&quot; list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two sources are named &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SourceRegistry</name>
    <message>
        <source>The query names the source &quot;%1&quot;, an Alertmanager: it holds alerts, not series, so a lane cannot query it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The query names the source &quot;%1&quot;, which is not in the sources file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A query for the source &quot;%1&quot; has no &quot;promql&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reads left</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SourceRequest</name>
    <message>
        <source>Source &quot;%1&quot;: the environment variable %2 that should hold its secret is not set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: no Azure token to sign the request with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: cannot read the CA file %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: the CA file %2 holds no PEM certificate.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TierMapDialog</name>
    <message>
        <source>Alert Tiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>labels.severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An alert&apos;s tier comes from its &lt;tt&gt;severity&lt;/tt&gt; label. Severities not listed here are shown untiered, after P3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severity to tier map</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TimeRangeBar</name>
    <message>
        <source>Time range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>15m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>24h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the last %1 and follow live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a fixed time range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause or resume live refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▶ Return to live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are looking at the past; go back to following now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dashboard: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▶ REPLAY — offline snapshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>‖ PAUSED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>● LIVE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◼ HISTORY — not following now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TokenProvider</name>
    <message>
        <source>Cannot reach the sign-in endpoint %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WasteModel</name>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPU %2 (%3): idle %4 of %5 observed GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SKU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle GPU-h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle cost</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fleetscope_cli</name>
    <message>
        <source>Re-fetches every lane query of a dashboard at full stored resolution, evaluates the alert rules over the same range, and writes one .fsnap snapshot file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data sources file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dashboard file or builtin:NAME.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DASHBOARD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snapshot file to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OUT.fsnap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alerting-rule file (or builtin:default) whose transitions go in the snapshot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RULES.yml</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title (default: the dashboard&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--sources, --dashboard, --from, --to and -o are required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--from &quot;%1&quot; is not a time (RFC 3339 or Unix seconds).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--to &quot;%1&quot; is not a time (RFC 3339 or Unix seconds).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--to is before --from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-o needs a file name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no alerting rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 queries, %3 samples, %4 alert transitions, %5 to %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours, busy and idle GPU-hours and their cost per group, from DCGM utilisation (definitions in the README, section Cost).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a snapshot&apos;s utilisation instead of querying.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SNAPSHOT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label to group by (default: namespace).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LABEL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price file over the default SKU prices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilisation in %, below which a GPU is idle (default: 30).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolution (default: the scrape interval up to one day, else 5m).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>csv (default) or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FORMAT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--snapshot replaces --sources, --from, --to and --step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --sources FILE --from T --to T, or --snapshot FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format must be csv or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--idle-threshold &quot;%1&quot; is not a percentage from 0 to 100.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--group-by needs a label name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--from and --to must be times (RFC 3339 or Unix seconds), --to after --from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--step &quot;%1&quot; is not a positive duration such as 5m.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no %1 series in the range: nothing to count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no SKU for GPU model &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SKU %1 has no price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: node %1: %2; its %3 GPU-hours are not in the cost (add it to a --prices file).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>info: figures at %1; money in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prints every sample of a snapshot exactly as it was captured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The .fsnap file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give exactly one snapshot file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writes the postmortem report of a snapshot: a PDF with the time range, the lanes as charts with alert bands and annotations, the alert timeline, annotations, operator and runbook actions and notes; optionally the lanes as a PNG.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The PDF to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OUT.pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also (or only) write the lanes as a PNG image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OUT.png</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size of the PNG in pixels (default %1x%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WIDTHxHEIGHT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give exactly one SNAPSHOT file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give -o OUT.pdf, --png OUT.png, or both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--png-size &quot;%1&quot; is not WIDTHxHEIGHT, e.g. 1600x1000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--png-size must be between 200x100 and 20000x20000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the report needs a QGuiApplication; start fleetscope-cli through CliCommands::createApplication.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: rule %1 was not evaluated when %2 was captured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluates alerting rules over a time range, as Prometheus would have, and prints the timeline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prometheus alerting-rule file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source the rules query (default: the first one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>json (default) or csv.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the alert transitions captured in a snapshot instead of querying.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--snapshot replaces --sources, --source, --from and --to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format must be json or csv.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--sources, --rules, --from and --to are required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--from and --to must be times (RFC 3339 or Unix seconds), --to not before --from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no usable alerting rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: %1:%2: rule %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no rule could be evaluated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: fleetscope-cli COMMAND [options]
commands:
  query   --sources FILE (--promql EXPR --source NAME | --query-json SPEC)
          --from T --to T [--step S] [--format csv|json]
  alerts  (--sources FILE --from T --to T --rules RULES.yml [--source NAME] |
           --snapshot SNAPSHOT [--rules RULES.yml]) [--format json|csv]
  capture --sources FILE --dashboard FILE|builtin:NAME --from T --to T -o OUT.fsnap
          [--rules RULES.yml] [--title TEXT]
  export  SNAPSHOT [--format csv|json]
  cost    (--sources FILE --from T --to T [--step S] | --snapshot SNAPSHOT)
          [--group-by LABEL] [--prices FILE] [--idle-threshold PCT] [--format csv|json]
  report  SNAPSHOT -o OUT.pdf [--png OUT.png [--png-size WIDTHxHEIGHT]]
T is RFC 3339, Unix seconds, or now / now-6h. Run a command with --help for details.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the sources file %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fleetscope-cli: unknown command &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs one range query and prints every sample as the backend returned it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source name for --promql.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PromQL expression.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EXPR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query spec as JSON text, or a file holding it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SPEC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolution, e.g. 15s (default: about 1,000 points).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--sources FILE is required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give either --query-json or --promql, not both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--query-json is neither a JSON object nor a readable file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--query-json is not a JSON object (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the query spec names no &quot;source&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --promql EXPR with --source NAME, or --query-json SPEC.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--from and --to are required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--step &quot;%1&quot; is not a positive duration such as 15s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>info: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fleetscope_core</name>
    <message>
        <source>The schedule has no hours: choose days and a time window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU ran at least %1 % of the period: there is no base load to reserve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the node pools that could run on spot VMs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No priced GPU ran in the chosen pools in this period.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU memory telemetry (DCGM_FI_DEV_FB_USED) in this period.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must not be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpus must be a number or a fraction such as &quot;1/6&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpus must be more than zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SKU %1 must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; in SKU %2 (known: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SKU %1 has no pricePerHour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SKU %1 has no gpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpuModel must be a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be an object of name: SKU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must map to an SKU name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 maps to SKU %2, which has no price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a price file is a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replaceDefaults must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>currency must be a currency code such as &quot;USD&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;skus&quot; must be an object of SKU: price</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fleetscope_workspace</name>
    <message>
        <source>the sources file names no Prometheus source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 steps over %2 s samples (the scrape interval)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 averages of %2 s samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kube_node_labels: %1; SKUs come from the GPU model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2; right-sizing cannot be counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no GPU utilisation: no lane query reads %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the lane query &quot;%2&quot; is not per GPU (no gpu and Hostname labels), so its GPU-hours cannot be counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 samples of the lane query &quot;%2&quot; as captured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the snapshot holds no per-GPU %1 lane; right-sizing cannot be counted</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>--script wants pan:SECONDS or live:SECONDS, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--script: not every lane showed data within 180 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Desktop dashboard for GPU fleet observability.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data sources file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dashboard file or builtin:NAME.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>REF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write lane frame timings as JSON to FILE (- for stdout).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --frame-stats: once every lane shows data, pan for SECONDS or watch live refreshes for SECONDS, then write the timings and quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A .fsnap file to replay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--script needs --frame-stats</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AlertCenter</name>
    <message>
        <source>This is a replay: its alerts are history and take no action.</source>
        <translation>Dies ist eine Wiedergabe: Ihre Alarme sind Verlauf und lösen keine Aktion aus.</translation>
    </message>
    <message>
        <source>That alert is no longer open.</source>
        <translation>Dieser Alarm ist nicht mehr offen.</translation>
    </message>
    <message>
        <source>%1 on %2: %3</source>
        <translation>%1 auf %2: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>A silence needs a duration.</source>
        <translation>Eine Stummschaltung benötigt eine Dauer.</translation>
    </message>
    <message>
        <source>Those alerts are no longer open.</source>
        <translation>Diese Alarme sind nicht mehr offen.</translation>
    </message>
    <message>
        <source>That alert is not silenced.</source>
        <translation>Dieser Alarm ist nicht stummgeschaltet.</translation>
    </message>
    <message>
        <source>%1 (was: %2)</source>
        <translation>%1 (vorher: %2)</translation>
    </message>
    <message>
        <source>silence %1 on %2</source>
        <translation>Stummschaltung %1 auf %2</translation>
    </message>
    <message>
        <source>Cannot save acknowledgements and silences to %1: %2</source>
        <translation>Bestätigungen und Stummschaltungen können nicht in %1 gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>AlertDocks</name>
    <message>
        <source>Alerts</source>
        <translation>Alarme</translation>
    </message>
    <message>
        <source>Runbook / Audit</source>
        <translation>Runbook / Audit</translation>
    </message>
    <message>
        <source>Runbooks</source>
        <translation>Runbooks</translation>
    </message>
    <message>
        <source>Audit</source>
        <translation>Audit</translation>
    </message>
    <message>
        <source>Silence %1 created on %2</source>
        <translation>Stummschaltung %1 auf %2 erstellt</translation>
    </message>
    <message>
        <source>%1 refused the silence change: %2</source>
        <translation>%1 hat die Änderung der Stummschaltung abgelehnt: %2</translation>
    </message>
    <message>
        <source>&amp;Alerts</source>
        <translation>&amp;Alarme</translation>
    </message>
    <message>
        <source>Load Alert &amp;Rules…</source>
        <translation>Alarm&amp;regeln laden…</translation>
    </message>
    <message>
        <source>Load Alert Rules</source>
        <translation>Alarmregeln laden</translation>
    </message>
    <message>
        <source>Prometheus rule files (*.yml *.yaml);;All files (*)</source>
        <translation>Prometheus-Regeldateien (*.yml *.yaml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>alert rules loaded</source>
        <translation>Alarmregeln geladen</translation>
    </message>
    <message>
        <source>Use &amp;Built-in Rules</source>
        <translation>&amp;Integrierte Regeln verwenden</translation>
    </message>
    <message>
        <source>&amp;Tiers…</source>
        <translation>&amp;Stufen…</translation>
    </message>
    <message>
        <source>severity map</source>
        <translation>Schweregrad-Zuordnung</translation>
    </message>
    <message>
        <source>Load Runbook Re&amp;gistry…</source>
        <translation>Runbook-Re&amp;gistry laden…</translation>
    </message>
    <message>
        <source>Load Runbook Registry</source>
        <translation>Runbook-Registry laden</translation>
    </message>
    <message>
        <source>Runbook registries (*.yml *.yaml *.json);;All files (*)</source>
        <translation>Runbook-Registrys (*.yml *.yaml *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>runbook registry loaded</source>
        <translation>Runbook-Registry geladen</translation>
    </message>
    <message>
        <source>Built-in Runbooks &amp;Only</source>
        <translation>&amp;Nur integrierte Runbooks</translation>
    </message>
    <message>
        <source>&amp;Evaluate Now</source>
        <translation>&amp;Jetzt auswerten</translation>
    </message>
    <message>
        <source>Desktop &amp;Notification for P1</source>
        <translation>Desktop-&amp;Benachrichtigung für P1</translation>
    </message>
    <message>
        <source>&amp;Sound for P1</source>
        <translation>&amp;Ton für P1</translation>
    </message>
    <message>
        <source>Alert rules not changed: %1</source>
        <translation>Alarmregeln nicht geändert: %1</translation>
    </message>
    <message>
        <source>%1 holds no alerting rule</source>
        <translation>%1 enthält keine Alarmregel</translation>
    </message>
    <message>
        <source>Alert rules: %1</source>
        <translation>Alarmregeln: %1</translation>
    </message>
    <message>
        <source>%1 %2 by %3: %4 %5</source>
        <translation>%1 %2 von %3: %4 %5</translation>
    </message>
    <message>
        <source>%1 has no alerts API (HTTP 404); add &quot;alerts&quot;: false to this source in the sources file to stop asking.</source>
        <translation>%1 hat keine Alarm-API (HTTP 404); fügen Sie &quot;alerts&quot;: false zu dieser Quelle in der Quellendatei hinzu, um nicht mehr nachzufragen.</translation>
    </message>
    <message>
        <source>%1: rule %2: %3</source>
        <translation>%1: Regel %2: %3</translation>
    </message>
    <message>
        <source>P1 firing: %1</source>
        <translation>P1 aktiv: %1</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>FleetScope</source>
        <translation>FleetScope</translation>
    </message>
    <message>
        <source>Ne&amp;xt Alert</source>
        <translation>Nä&amp;chster Alarm</translation>
    </message>
    <message>
        <source>&amp;Previous Alert</source>
        <translation>&amp;Vorheriger Alarm</translation>
    </message>
    <message>
        <source>&amp;Acknowledge Alert…</source>
        <translation>Alarm &amp;bestätigen…</translation>
    </message>
    <message>
        <source>%1: %2 (showing its alerts of %3)</source>
        <translation>%1: %2 (zeigt die Alarme von %3)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (all series %2 to %3)</source>
        <translation>%1 (alle Reihen %2 bis %3)</translation>
    </message>
    <message>
        <source>Replay shows a past incident; escalation pages people now, so it is off here.</source>
        <translation>Die Wiedergabe zeigt einen vergangenen Vorfall; eine Eskalation alarmiert Menschen jetzt, deshalb ist sie hier aus.</translation>
    </message>
    <message>
        <source>&amp;Backtest a Rule…</source>
        <translation>Regel rückwirkend &amp;prüfen…</translation>
    </message>
</context>
<context>
    <name>AlertFeedClient</name>
    <message>
        <source>No silence was named to expire.</source>
        <translation>Es wurde keine Stummschaltung zum Beenden angegeben.</translation>
    </message>
    <message>
        <source>The source &quot;%1&quot; is an Azure Monitor source, not an alert feed.</source>
        <translation>Die Quelle &quot;%1&quot; ist eine Azure Monitor-Quelle, kein Alarm-Feed.</translation>
    </message>
    <message>
        <source>The source &quot;%1&quot; is Azure Monitor managed Prometheus, which has no alerts API.</source>
        <translation>Die Quelle &quot;%1&quot; ist Azure Monitor Managed Prometheus, das keine Alarm-API hat.</translation>
    </message>
    <message>
        <source>The source &quot;%1&quot; is an Alertmanager; alerting rules come from Prometheus.</source>
        <translation>Die Quelle &quot;%1&quot; ist ein Alertmanager; Alarmregeln kommen von Prometheus.</translation>
    </message>
    <message>
        <source>The source &quot;%1&quot; is a Prometheus server; silences live in Alertmanager.</source>
        <translation>Die Quelle &quot;%1&quot; ist ein Prometheus-Server; Stummschaltungen werden im Alertmanager verwaltet.</translation>
    </message>
    <message>
        <source>No network access.</source>
        <translation>Kein Netzwerkzugriff.</translation>
    </message>
    <message>
        <source>The answer from %1 is larger than the %2 MiB limit for alert feeds.</source>
        <translation>Die Antwort von %1 überschreitet das Limit von %2 MiB für Alarm-Feeds.</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s.</source>
        <translation>%1 hat nicht innerhalb von %2 s geantwortet.</translation>
    </message>
    <message>
        <source>The choices of query variables cannot be loaded from Azure Monitor managed Prometheus (&quot;%1&quot;); the values saved in the dashboard are used.</source>
        <translation>Die Auswahlwerte von Abfragevariablen können nicht aus Azure Monitor Managed Prometheus (&quot;%1&quot;) geladen werden; die im Dashboard gespeicherten Werte werden verwendet.</translation>
    </message>
    <message>
        <source>The source &quot;%1&quot; is an Alertmanager; label values come from a Prometheus-compatible server.</source>
        <translation>Die Quelle &quot;%1&quot; ist ein Alertmanager; Label-Werte kommen von einem Prometheus-kompatiblen Server.</translation>
    </message>
</context>
<context>
    <name>AlertFeeds</name>
    <message>
        <source>Alerting rules could not be read: %1</source>
        <translation>Alarmregeln konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Silences could not be read: %1</source>
        <translation>Stummschaltungen konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The source &quot;%1&quot; is not an alert feed.</source>
        <translation>Die Quelle &quot;%1&quot; ist kein Alarm-Feed.</translation>
    </message>
    <message>
        <source>The source &quot;%1&quot; is a Prometheus server; silences live in Alertmanager.</source>
        <translation>Die Quelle &quot;%1&quot; ist ein Prometheus-Server; Stummschaltungen werden im Alertmanager verwaltet.</translation>
    </message>
</context>
<context>
    <name>AlertModel</name>
    <message>
        <source>untiered</source>
        <translation>ohne Stufe</translation>
    </message>
    <message>
        <source>%1s</source>
        <translation>%1s</translation>
    </message>
    <message>
        <source>%1m</source>
        <translation>%1m</translation>
    </message>
    <message>
        <source>%1h %2m</source>
        <translation>%1h %2m</translation>
    </message>
    <message>
        <source>%1h</source>
        <translation>%1h</translation>
    </message>
    <message>
        <source>%1d %2h</source>
        <translation>%1d %2h</translation>
    </message>
    <message>
        <source>Alert / target</source>
        <translation>Alarm / Ziel</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>Seit</translation>
    </message>
    <message>
        <source>For</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Resolved in view (%1)</source>
        <translation>Behoben im Ansichtsbereich (%1)</translation>
    </message>
    <message>
        <source>, %1 quiet</source>
        <translation>, %1 ruhig</translation>
    </message>
    <message>
        <source>%1 P3 digest (%2%3)</source>
        <translation>%1 P3-Übersicht (%2%3)</translation>
    </message>
    <message>
        <source>%1 %2 (%3%4)</source>
        <translation>%1 %2 (%3%4)</translation>
    </message>
    <message>
        <source>%1 in %2: %3 firing, %4 pending</source>
        <translation>%1 in %2: %3 aktiv, %4 ausstehend</translation>
    </message>
    <message>
        <source>all targets</source>
        <translation>alle Ziele</translation>
    </message>
    <message>
        <source>%1 %2 %3%4 ×%5</source>
        <translation>%1 %2 %3%4 ×%5</translation>
    </message>
    <message>
        <source>%1 firing</source>
        <translation>%1 aktiv</translation>
    </message>
    <message>
        <source>%1 pending</source>
        <translation>%1 ausstehend</translation>
    </message>
    <message>
        <source>quiet</source>
        <translation>ruhig</translation>
    </message>
    <message>
        <source>From: %1</source>
        <translation>Von: %1</translation>
    </message>
    <message>
        <source>Muted by %1 (inhibition)</source>
        <translation>Unterdrückt durch %1 (Inhibition)</translation>
    </message>
    <message>
        <source>Silenced by %1 until %2: %3</source>
        <translation>Stummgeschaltet von %1 bis %2: %3</translation>
    </message>
    <message>
        <source>Acknowledged by %1 at %2: %3</source>
        <translation>Bestätigt von %1 um %2: %3</translation>
    </message>
    <message>
        <source>firing</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>ausstehend</translation>
    </message>
    <message>
        <source>resolved</source>
        <translation>behoben</translation>
    </message>
    <message>
        <source>silenced %1</source>
        <translation>stummgeschaltet %1</translation>
    </message>
    <message>
        <source>muted</source>
        <translation>unterdrückt</translation>
    </message>
    <message>
        <source>acked</source>
        <translation>bestätigt</translation>
    </message>
    <message>
        <source>as of %1, feed down</source>
        <translation>Stand %1, Feed ausgefallen</translation>
    </message>
    <message>
        <source>%1, ended %2</source>
        <translation>%1, beendet %2</translation>
    </message>
</context>
<context>
    <name>AlertPane</name>
    <message>
        <source>&amp;Runbook…</source>
        <translation>&amp;Runbook…</translation>
    </message>
    <message>
        <source>&amp;Ack…</source>
        <translation>&amp;Bestätigen…</translation>
    </message>
    <message>
        <source>&amp;Silence…</source>
        <translation>&amp;Stummschalten…</translation>
    </message>
    <message>
        <source>&amp;Unsilence</source>
        <translation>Stummschaltung &amp;aufheben</translation>
    </message>
    <message>
        <source>Show and launch the runbook for the selected alert</source>
        <translation>Runbook für den ausgewählten Alarm anzeigen und starten</translation>
    </message>
    <message>
        <source>Acknowledge the selected alert with a note</source>
        <translation>Ausgewählten Alarm mit einer Notiz bestätigen</translation>
    </message>
    <message>
        <source>Silence the selected alert or its group for a while</source>
        <translation>Ausgewählten Alarm oder seine Gruppe eine Zeit lang stummschalten</translation>
    </message>
    <message numerus="yes">
        <source>(%n more; hover for all)</source>
        <translation>
            <numerusform>(%n weiterer; Mauszeiger darüber zeigt alle)</numerusform>
            <numerusform>(%n weitere; Mauszeiger darüber zeigt alle)</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;nbsp;(+%1 quiet)</source>
        <translation>&amp;nbsp;(+%1 ruhig)</translation>
    </message>
    <message>
        <source>&lt;b&gt;ALERTS&lt;/b&gt;&amp;nbsp;&amp;nbsp; %1 &amp;nbsp; %2 &amp;nbsp; %3</source>
        <translation>&lt;b&gt;ALARME&lt;/b&gt;&amp;nbsp;&amp;nbsp; %1 &amp;nbsp; %2 &amp;nbsp; %3</translation>
    </message>
    <message>
        <source>Select an open alert first.</source>
        <translation>Wählen Sie zuerst einen offenen Alarm aus.</translation>
    </message>
    <message>
        <source>Select an alert or a group first.</source>
        <translation>Wählen Sie zuerst einen Alarm oder eine Gruppe aus.</translation>
    </message>
    <message>
        <source>Select a silenced alert first.</source>
        <translation>Wählen Sie zuerst einen stummgeschalteten Alarm aus.</translation>
    </message>
    <message>
        <source>Acknowledge</source>
        <translation>Bestätigen</translation>
    </message>
    <message>
        <source>Acknowledge %1 on %2.
Note for the next person on call:</source>
        <translation>%1 auf %2 bestätigen.
Notiz für die nächste Person in Rufbereitschaft:</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>Alerts by tier</source>
        <translation>Alarme nach Stufe</translation>
    </message>
    <message>
        <source>No alerts to move between.</source>
        <translation>Keine Alarme zum Wechseln vorhanden.</translation>
    </message>
    <message>
        <source>That was the last alert.</source>
        <translation>Das war der letzte Alarm.</translation>
    </message>
    <message>
        <source>That was the first alert.</source>
        <translation>Das war der erste Alarm.</translation>
    </message>
    <message>
        <source>&amp;Escalate</source>
        <translation>&amp;Eskalieren</translation>
    </message>
    <message>
        <source>Page on-call or post the selected alert to a channel</source>
        <translation>Bereitschaft alarmieren oder den ausgewählten Alarm in einem Kanal posten</translation>
    </message>
    <message>
        <source>&amp;Page on-call (PagerDuty)</source>
        <translation>&amp;Bereitschaft alarmieren (PagerDuty)</translation>
    </message>
    <message>
        <source>&amp;Trigger</source>
        <translation>&amp;Auslösen</translation>
    </message>
    <message>
        <source>Open a PagerDuty incident for this alert, or add to the open one</source>
        <translation>Einen PagerDuty-Vorfall für diesen Alarm eröffnen oder dem offenen hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Acknowledge</source>
        <translation>&amp;Bestätigen</translation>
    </message>
    <message>
        <source>Acknowledge the PagerDuty incident of this alert</source>
        <translation>Den PagerDuty-Vorfall dieses Alarms bestätigen</translation>
    </message>
    <message>
        <source>&amp;Resolve</source>
        <translation>Auf&amp;lösen</translation>
    </message>
    <message>
        <source>Resolve the PagerDuty incident of this alert</source>
        <translation>Den PagerDuty-Vorfall dieses Alarms auflösen</translation>
    </message>
    <message>
        <source>Post to &amp;Teams</source>
        <translation>In &amp;Teams posten</translation>
    </message>
    <message>
        <source>Post the alert, its lanes&apos; values and its runbook links to the Teams channel</source>
        <translation>Den Alarm, die Werte seiner Spuren und seine Runbook-Links im Teams-Kanal posten</translation>
    </message>
    <message>
        <source>Escalation is not set up.</source>
        <translation>Die Eskalation ist nicht eingerichtet.</translation>
    </message>
    <message>
        <source>E&amp;xplain</source>
        <translation>Er&amp;klären</translation>
    </message>
    <message>
        <source>What else changed while the selected alert was pending or firing</source>
        <translation>Was sich sonst geändert hat, während der ausgewählte Alarm ausstehend oder aktiv war</translation>
    </message>
</context>
<context>
    <name>AnnotationDialog</name>
    <message>
        <source>At a moment</source>
        <translation>Zu einem Zeitpunkt</translation>
    </message>
    <message>
        <source>Over a range</source>
        <translation>Über einen Zeitraum</translation>
    </message>
    <message>
        <source>Add Annotation</source>
        <translation>Anmerkung hinzufügen</translation>
    </message>
    <message>
        <source>e.g. batch size raised to 32</source>
        <translation>z. B. Batchgröße auf 32 erhöht</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>&amp;Von:</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>&amp;Bis:</translation>
    </message>
    <message>
        <source>&amp;Text:</source>
        <translation>&amp;Text:</translation>
    </message>
    <message>
        <source>The end is before the start; pick an end at or after %1.</source>
        <translation>Das Ende liegt vor dem Anfang; wählen Sie ein Ende ab %1.</translation>
    </message>
    <message>
        <source>Write what happened; this is what the timeline shows.</source>
        <translation>Schreiben Sie, was geschehen ist; das zeigt die Zeitachse.</translation>
    </message>
    <message>
        <source>Every lane</source>
        <translation>Alle Spuren</translation>
    </message>
    <message>
        <source>&amp;On:</source>
        <translation>&amp;Spur:</translation>
    </message>
</context>
<context>
    <name>AppInsightsDiscovery</name>
    <message>
        <source>The source names no Log Analytics workspace.</source>
        <translation>Die Quelle nennt keinen Log-Analytics-Arbeitsbereich.</translation>
    </message>
</context>
<context>
    <name>AuditLog</name>
    <message>
        <source>Cannot write the audit log %1: %2</source>
        <translation>Das Audit-Log %1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>AuditModel</name>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Details</translation>
    </message>
</context>
<context>
    <name>AutomationClient</name>
    <message>
        <source>HTTP %1 from the server (not an Azure Automation answer)</source>
        <translation>HTTP %1 vom Server (keine Azure Automation-Antwort)</translation>
    </message>
    <message>
        <source>The server&apos;s answer is not an Azure Automation job; check the management endpoint of the source.</source>
        <translation>Die Antwort des Servers ist kein Azure Automation-Job; prüfen Sie den Verwaltungsendpunkt der Quelle.</translation>
    </message>
    <message>
        <source>The server&apos;s answer does not have the shape of an Azure Automation job.</source>
        <translation>Die Antwort des Servers hat nicht die Form eines Azure Automation-Jobs.</translation>
    </message>
    <message>
        <source>Azure Automation refused the job: %1</source>
        <translation>Azure Automation hat den Job abgelehnt: %1</translation>
    </message>
    <message>
        <source>The signed-in identity lacks permission to run jobs in %1: ask for the Automation Job Operator role.</source>
        <translation>Der angemeldeten Identität fehlt die Berechtigung, Jobs in %1 auszuführen: Fordern Sie die Rolle „Automation Job Operator“ an.</translation>
    </message>
    <message>
        <source>The signed-in identity lacks permission to run jobs in this Automation account: ask for the Automation Job Operator role.</source>
        <translation>Der angemeldeten Identität fehlt die Berechtigung, Jobs in diesem Automation-Konto auszuführen: Fordern Sie die Rolle „Automation Job Operator“ an.</translation>
    </message>
    <message>
        <source>The job has no properties.status.</source>
        <translation>Der Job hat kein properties.status.</translation>
    </message>
    <message>
        <source>Azure did not stop the job, which may still run: %1</source>
        <translation>Azure hat den Job nicht gestoppt; er läuft möglicherweise noch: %1</translation>
    </message>
    <message>
        <source>Stopped waiting for the job; it may still run in Azure.</source>
        <translation>Warten auf den Job beendet; er läuft möglicherweise noch in Azure.</translation>
    </message>
    <message>
        <source>Canceled before Azure answered; the job may still have started.</source>
        <translation>Abgebrochen, bevor Azure geantwortet hat; der Job wurde möglicherweise dennoch gestartet.</translation>
    </message>
</context>
<context>
    <name>AzureCall</name>
    <message>
        <source>Canceled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>The Azure sign-in for this source is gone.</source>
        <translation>Die Azure-Anmeldung für diese Quelle ist nicht mehr vorhanden.</translation>
    </message>
    <message>
        <source>The answer from %1 is larger than the %2 MiB limit; narrow the query.</source>
        <translation>Die Antwort von %1 überschreitet das Limit von %2 MiB; schränken Sie die Abfrage ein.</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s</source>
        <translation>%1 hat nicht innerhalb von %2 s geantwortet</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s.</source>
        <translation>%1 hat nicht innerhalb von %2 s geantwortet.</translation>
    </message>
    <message>
        <source>throttled by Azure (HTTP %1)</source>
        <translation>von Azure gedrosselt (HTTP %1)</translation>
    </message>
    <message>
        <source>HTTP %1 from %2</source>
        <translation>HTTP %1 von %2</translation>
    </message>
</context>
<context>
    <name>AzureCliTokenProvider</name>
    <message>
        <source>Azure CLI login</source>
        <translation>Azure CLI-Anmeldung</translation>
    </message>
    <message>
        <source>The Azure CLI (az) is not installed or not on PATH; install it and run az login, or choose another sign-in method for this source.</source>
        <translation>Die Azure CLI (az) ist nicht installiert oder nicht im PATH; installieren Sie sie und führen Sie az login aus, oder wählen Sie eine andere Anmeldemethode für diese Quelle.</translation>
    </message>
</context>
<context>
    <name>AzureMonitorClient</name>
    <message>
        <source>The time range is empty.</source>
        <translation>Der Zeitraum ist leer.</translation>
    </message>
    <message>
        <source>An Azure query needs &quot;metric&quot; (with &quot;resource&quot; or &quot;resources&quot;) or &quot;kql&quot;.</source>
        <translation>Eine Azure-Abfrage benötigt &quot;metric&quot; (mit &quot;resource&quot; oder &quot;resources&quot;) oder &quot;kql&quot;.</translation>
    </message>
    <message>
        <source>Unknown aggregation &quot;%1&quot; (use Average, Minimum, Maximum, Total or Count).</source>
        <translation>Unbekannte Aggregation &quot;%1&quot; (Average, Minimum, Maximum, Total oder Count verwenden).</translation>
    </message>
    <message>
        <source>An Azure metric query needs &quot;resource&quot; or &quot;resources&quot;.</source>
        <translation>Eine Azure-Metrikabfrage benötigt &quot;resource&quot; oder &quot;resources&quot;.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a resource id (/subscriptions/…/providers/…).</source>
        <translation>&quot;%1&quot; ist keine Ressourcen-ID (/subscriptions/…/providers/…).</translation>
    </message>
    <message>
        <source>A Log Analytics query needs &quot;kql&quot;.</source>
        <translation>Eine Log-Analytics-Abfrage braucht &quot;kql&quot;.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a FleetScope quantity: it becomes a query once the workspace&apos;s Application Insights metrics are known, and they are not (see the lane&apos;s message, or run fleetscope-cli doctor).</source>
        <translation>&quot;%1&quot; ist eine FleetScope-Größe: Sie wird zur Abfrage, sobald die Application-Insights-Metriken des Arbeitsbereichs bekannt sind, und das sind sie nicht (siehe die Meldung der Spur oder fleetscope-cli doctor).</translation>
    </message>
    <message>
        <source>A Log Analytics query needs a workspace: add &quot;workspace&quot; to the query, or the workspace ID to source &quot;%1&quot; in the sources file.</source>
        <translation>Eine Log-Analytics-Abfrage braucht einen Arbeitsbereich: Fügen Sie der Abfrage &quot;workspace&quot; hinzu oder der Quelle &quot;%1&quot; in der Quellendatei die Arbeitsbereichs-ID.</translation>
    </message>
</context>
<context>
    <name>AzureQueryJob</name>
    <message>
        <source>Canceled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>The data source was removed.</source>
        <translation>Die Datenquelle wurde entfernt.</translation>
    </message>
</context>
<context>
    <name>BacktestDialog</name>
    <message>
        <source>same</source>
        <translation>gleich</translation>
    </message>
    <message>
        <source>Backtest a Rule</source>
        <translation>Regel rückwirkend prüfen</translation>
    </message>
    <message>
        <source>How often would this rule have fired, and what would a change do? Nothing here changes the rules in use.</source>
        <translation>Wie oft hätte diese Regel ausgelöst, und was würde eine Änderung bewirken? Nichts hier ändert die verwendeten Regeln.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>&amp;Rule:</source>
        <translation>&amp;Regel:</translation>
    </message>
    <message>
        <source>The visible range</source>
        <translation>Der sichtbare Zeitraum</translation>
    </message>
    <message>
        <source>The last 24 hours</source>
        <translation>Die letzten 24 Stunden</translation>
    </message>
    <message>
        <source>The last 7 days</source>
        <translation>Die letzten 7 Tage</translation>
    </message>
    <message>
        <source>The last 30 days</source>
        <translation>Die letzten 30 Tage</translation>
    </message>
    <message>
        <source>R&amp;ange:</source>
        <translation>&amp;Zeitraum:</translation>
    </message>
    <message>
        <source>Try &amp;for:</source>
        <translation>&amp;for ausprobieren:</translation>
    </message>
    <message>
        <source>Try &amp;keep_firing_for:</source>
        <translation>&amp;keep_firing_for ausprobieren:</translation>
    </message>
    <message>
        <source>Try &amp;threshold:</source>
        <translation>&amp;threshold ausprobieren:</translation>
    </message>
    <message>
        <source>Fires shorter than this are &amp;short:</source>
        <translation>Als kurz gelten Auslösungen &amp;unter:</translation>
    </message>
    <message>
        <source>Fires</source>
        <translation>Auslösungen</translation>
    </message>
    <message>
        <source>Firing time (all alerts)</source>
        <translation>Aktive Zeit (alle Alarme)</translation>
    </message>
    <message>
        <source>Median firing time</source>
        <translation>Median der aktiven Zeit</translation>
    </message>
    <message>
        <source>Short fires (flapping)</source>
        <translation>Kurze Auslösungen (Flattern)</translation>
    </message>
    <message>
        <source>Longest quiet stretch</source>
        <translation>Längste ruhige Phase</translation>
    </message>
    <message>
        <source>Still firing at the end</source>
        <translation>Am Ende noch aktiv</translation>
    </message>
    <message>
        <source>As written</source>
        <translation>Wie geschrieben</translation>
    </message>
    <message>
        <source>&amp;Backtest</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <source>No alert rules are loaded: load a rule file (Alerts &gt; Load Alert Rules…) or use the built-in rules.</source>
        <translation>Keine Alarmregeln geladen: Laden Sie eine Regeldatei (Alarme &gt; Alarmregeln laden…) oder verwenden Sie die integrierten Regeln.</translation>
    </message>
    <message>
        <source>as written: %1</source>
        <translation>wie geschrieben: %1</translation>
    </message>
    <message>
        <source>as written: %1 %2</source>
        <translation>wie geschrieben: %1 %2</translation>
    </message>
    <message>
        <source>no single threshold in this rule</source>
        <translation>kein einzelner Schwellenwert in dieser Regel</translation>
    </message>
    <message numerus="yes">
        <source>The rule&apos;s expression compares with %n number(s) at its top level; only one can be changed here.</source>
        <translation>
            <numerusform>Der Ausdruck der Regel vergleicht auf oberster Ebene mit %n Zahl; hier kann nur eine geändert werden.</numerusform>
            <numerusform>Der Ausdruck der Regel vergleicht auf oberster Ebene mit %n Zahlen; hier kann nur eine geändert werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to %2 %3 (%4)</source>
        <translation>%1 bis %2 %3 (%4)</translation>
    </message>
    <message>
        <source>A threshold is a number, such as 2.5.</source>
        <translation>Ein Schwellenwert ist eine Zahl wie 2.5.</translation>
    </message>
    <message>
        <source>A duration, such as 5m or 90s.</source>
        <translation>Eine Dauer wie 5m oder 90s.</translation>
    </message>
    <message>
        <source>A duration, such as 5m.</source>
        <translation>Eine Dauer wie 5m.</translation>
    </message>
    <message>
        <source>There is no Prometheus source to evaluate the rule on: add one under File &gt; Data Sources…</source>
        <translation>Es gibt keine Prometheus-Quelle, auf der die Regel ausgewertet werden kann: Fügen Sie unter Datei &gt; Datenquellen… eine hinzu.</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Differenz</translation>
    </message>
    <message>
        <source>Short fires (under %1)</source>
        <translation>Kurze Auslösungen (unter %1)</translation>
    </message>
    <message>
        <source>Evaluating %1 over %2 on %3…</source>
        <translation>%1 wird über %2 auf %3 ausgewertet…</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>Evaluated over %1 with the alert pane&apos;s evaluator. Short: under %2.</source>
        <translation>Über %1 mit dem Auswerter des Alarmbereichs ausgewertet. Kurz: unter %2.</translation>
    </message>
    <message>
        <source>The rule could not be evaluated: %1</source>
        <translation>Die Regel konnte nicht ausgewertet werden: %1</translation>
    </message>
    <message>
        <source>The snapshot&apos;s range (offline)</source>
        <translation>Der Bereich des Snapshots (offline)</translation>
    </message>
    <message>
        <source>The snapshot keeps nothing %1 read (its query failed when it was captured): choose the last 24 hours or more to ask the source.</source>
        <translation>Der Snapshot enthält nichts, was %1 gelesen hat (die Abfrage schlug bei der Erfassung fehl): Wählen Sie die letzten 24 Stunden oder mehr, um die Quelle zu fragen.</translation>
    </message>
    <message>
        <source>This snapshot keeps the alerts its rules raised, not the series behind them (it was captured before snapshots kept them): backtesting asks the source the rules read. Add it under File &gt; Data Sources…</source>
        <translation>Dieser Snapshot enthält die Alarme seiner Regeln, nicht die Reihen dahinter (er wurde erfasst, bevor Snapshots sie enthielten): Die Rückprüfung fragt die Quelle, die die Regeln lesen. Fügen Sie sie unter Datei &gt; Datenquellen… hinzu</translation>
    </message>
    <message>
        <source>Offline, the snapshot answers over its own range; other ranges ask the source the rules read. Add it under File &gt; Data Sources…</source>
        <translation>Offline antwortet der Snapshot über seinen eigenen Bereich; andere Bereiche fragen die Quelle, die die Regeln lesen. Fügen Sie sie unter Datei &gt; Datenquellen… hinzu</translation>
    </message>
    <message>
        <source>Evaluating %1 over the snapshot&apos;s %2, offline…</source>
        <translation>%1 wird über die %2 des Snapshots ausgewertet, offline…</translation>
    </message>
    <message>
        <source>Evaluated offline over the snapshot&apos;s %1, from what the rule read when it was captured, with the alert pane&apos;s evaluator. Short: under %2.</source>
        <translation>Offline über die %1 des Snapshots ausgewertet, aus dem, was die Regel bei der Erfassung gelesen hat, mit dem Auswerter des Alarmbereichs. Kurz: unter %2.</translation>
    </message>
</context>
<context>
    <name>BilledCostPanel</name>
    <message>
        <source>Fetch Billed Cost</source>
        <translation>Abgerechnete Kosten abrufen</translation>
    </message>
    <message>
        <source>Azure sign-in for billed cost</source>
        <translation>Azure-Anmeldung für abgerechnete Kosten</translation>
    </message>
    <message>
        <source>Cost Management scope</source>
        <translation>Cost Management-Bereich</translation>
    </message>
    <message>
        <source>subscriptions/&lt;id&gt;</source>
        <translation>subscriptions/&lt;id&gt;</translation>
    </message>
    <message>
        <source>The Cost Management scope: a subscription (subscriptions/&lt;id&gt;) or a resource group within it.</source>
        <translation>Der Cost Management-Bereich: ein Abonnement (subscriptions/&lt;id&gt;) oder eine Ressourcengruppe darin.</translation>
    </message>
    <message>
        <source>Tag to group billed cost by</source>
        <translation>Tag zum Gruppieren der abgerechneten Kosten</translation>
    </message>
    <message>
        <source>Billed cost from</source>
        <translation>Abgerechnete Kosten aus</translation>
    </message>
    <message>
        <source>scope</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>by tag</source>
        <translation>nach Tag</translation>
    </message>
    <message>
        <source>Add an Azure source (Azure Monitor or managed Prometheus) to compare with the billed cost.</source>
        <translation>Fügen Sie eine Azure-Quelle (Azure Monitor oder verwaltetes Prometheus) hinzu, um mit den abgerechneten Kosten zu vergleichen.</translation>
    </message>
    <message>
        <source>The scope must start with subscriptions/&lt;id&gt;.</source>
        <translation>Der Bereich muss mit subscriptions/&lt;id&gt; beginnen.</translation>
    </message>
    <message>
        <source>Name the tag to group the billed cost by, e.g. CostCenter.</source>
        <translation>Geben Sie das Tag an, nach dem die abgerechneten Kosten gruppiert werden, z. B. CostCenter.</translation>
    </message>
    <message>
        <source>Load the cost for a period first.</source>
        <translation>Laden Sie zuerst die Kosten für einen Zeitraum.</translation>
    </message>
    <message>
        <source>The source &quot;%1&quot; has no Azure sign-in.</source>
        <translation>Die Quelle „%1“ hat keine Azure-Anmeldung.</translation>
    </message>
    <message>
        <source>%1; retrying in %2 s</source>
        <translation>%1; neuer Versuch in %2 s</translation>
    </message>
    <message>
        <source>Asking Azure Cost Management…</source>
        <translation>Azure Cost Management wird abgefragt…</translation>
    </message>
    <message>
        <source>Billed cost: %1</source>
        <translation>Abgerechnete Kosten: %1</translation>
    </message>
    <message>
        <source>Billed cost comes in %1 and %2; it is not summed across currencies.</source>
        <translation>Abgerechnete Kosten liegen in %1 und %2 vor; über Währungen hinweg wird nicht summiert.</translation>
    </message>
    <message numerus="yes">
        <source>Billed cost for %n day(s), %1 group(s), read from %2 page(s).</source>
        <translation>
            <numerusform>Abgerechnete Kosten für %n Tag, %1 Gruppe(n), gelesen aus %2 Seite(n).</numerusform>
            <numerusform>Abgerechnete Kosten für %n Tage, %1 Gruppe(n), gelesen aus %2 Seite(n).</numerusform>
        </translation>
    </message>
    <message>
        <source>Add an Azure source (Azure Monitor or managed Prometheus) to read Azure&apos;s cost data.</source>
        <translation>Fügen Sie eine Azure-Quelle hinzu (Azure Monitor oder verwaltetes Prometheus), um Azures Kostendaten zu lesen.</translation>
    </message>
</context>
<context>
    <name>BudgetChart</name>
    <message>
        <source>today</source>
        <translation>heute</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>budget %1</source>
        <translation>Budget %1</translation>
    </message>
</context>
<context>
    <name>BudgetChartWidget</name>
    <message>
        <source>Budget burn-down</source>
        <translation>Budgetverbrauch</translation>
    </message>
    <message>
        <source>Cumulative spend over the budget&apos;s period against its amount, with the forecasts to the period&apos;s end.</source>
        <translation>Kumulierte Ausgaben im Budgetzeitraum gegenüber dem Betrag, mit den Prognosen bis zum Ende des Zeitraums.</translation>
    </message>
</context>
<context>
    <name>BudgetPanel</name>
    <message>
        <source>Read Azure Budgets</source>
        <translation>Azure-Budgets lesen</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>Typed budget (monthly)</source>
        <translation>Eingegebenes Budget (monatlich)</translation>
    </message>
    <message>
        <source>Budget amount per month</source>
        <translation>Budgetbetrag pro Monat</translation>
    </message>
    <message>
        <source>Budget thresholds in percent</source>
        <translation>Budgetschwellen in Prozent</translation>
    </message>
    <message>
        <source>Percentages of the amount, separated by commas.</source>
        <translation>Prozentsätze des Betrags, durch Kommas getrennt.</translation>
    </message>
    <message>
        <source>The Consumption budgets of the scope named under &quot;By group&quot; (Billed cost from).</source>
        <translation>Die Consumption-Budgets des Bereichs, der unter „Nach Gruppe“ (Abgerechnete Kosten von) genannt ist.</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Schwelle</translation>
    </message>
    <message>
        <source>Crossed</source>
        <translation>Überschritten</translation>
    </message>
    <message>
        <source>At the straight line</source>
        <translation>Bei linearem Verlauf</translation>
    </message>
    <message>
        <source>By weekday pattern</source>
        <translation>Nach Wochentagsmuster</translation>
    </message>
    <message>
        <source>With the largest lever</source>
        <translation>Mit dem größten Hebel</translation>
    </message>
    <message>
        <source>Amount per month</source>
        <translation>Betrag pro Monat</translation>
    </message>
    <message>
        <source>Thresholds (%)</source>
        <translation>Schwellen (%)</translation>
    </message>
    <message>
        <source>Asking Azure for the budgets of %1…</source>
        <translation>Azure wird nach den Budgets von %1 gefragt …</translation>
    </message>
    <message>
        <source>%1; retrying in %2 s</source>
        <translation>%1; neuer Versuch in %2 s</translation>
    </message>
    <message>
        <source>Budgets: %1</source>
        <translation>Budgets: %1</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>The scope has no cost budgets in Azure; a typed budget works the same.</source>
        <translation>Der Bereich hat in Azure keine Kostenbudgets; ein eingegebenes Budget funktioniert genauso.</translation>
    </message>
    <message numerus="yes">
        <source>%n budget(s) read from Azure.</source>
        <translation>
            <numerusform>%n Budget aus Azure gelesen.</numerusform>
            <numerusform>%n Budgets aus Azure gelesen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The thresholds must be percentages separated by commas, such as 80, 90, 100.</source>
        <translation>Die Schwellen müssen durch Kommas getrennte Prozentsätze sein, etwa 80, 90, 100.</translation>
    </message>
    <message>
        <source>Spend is FleetScope&apos;s estimate of the GPUs&apos; cost, from the telemetry.</source>
        <translation>Die Ausgaben sind FleetScopes Schätzung der GPU-Kosten aus der Telemetrie.</translation>
    </message>
    <message>
        <source>No daily billed cost to forecast from: %1</source>
        <translation>Keine täglichen abgerechneten Kosten für eine Prognose: %1</translation>
    </message>
    <message>
        <source>The budget is in %1 and the billed cost in %2. FleetScope does not convert currencies: only Azure&apos;s own spend and forecast are shown.</source>
        <translation>Das Budget ist in %1, die abgerechneten Kosten in %2. FleetScope rechnet keine Währungen um: Es werden nur Azures eigene Ausgaben und Prognose gezeigt.</translation>
    </message>
    <message>
        <source>The budget has a filter; the daily rate is the whole scope&apos;s cost.</source>
        <translation>Das Budget hat einen Filter; die Tagesrate sind die Kosten des ganzen Bereichs.</translation>
    </message>
    <message>
        <source>The savings levers are in %1, the budget in %2: they are left out.</source>
        <translation>Die Sparhebel sind in %1, das Budget in %2: Sie bleiben unberücksichtigt.</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) of the period before the review&apos;s range are taken at the daily rate; widen the range to the period&apos;s start for the actual figure.</source>
        <translation>
            <numerusform>%n Tag des Zeitraums vor dem Bereich der Auswertung wird mit der Tagesrate angesetzt; erweitern Sie den Bereich bis zum Beginn des Zeitraums für den tatsächlichen Wert.</numerusform>
            <numerusform>%n Tage des Zeitraums vor dem Bereich der Auswertung werden mit der Tagesrate angesetzt; erweitern Sie den Bereich bis zum Beginn des Zeitraums für den tatsächlichen Wert.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 spent&lt;/b&gt; of %2 (%3) from %4 to %5%6.</source>
        <translation>&lt;b&gt;%1 ausgegeben&lt;/b&gt; von %2 (%3) vom %4 bis %5%6.</translation>
    </message>
    <message>
        <source> (Azure)</source>
        <translation> (Azure)</translation>
    </message>
    <message>
        <source>At %1 a day, the period ends at &lt;b&gt;%2&lt;/b&gt; (%3) on the straight line, %4 (%5) by the weekday pattern.</source>
        <translation>Bei %1 pro Tag endet der Zeitraum linear bei &lt;b&gt;%2&lt;/b&gt; (%3), nach Wochentagsmuster bei %4 (%5).</translation>
    </message>
    <message>
        <source>With %1 (%2 a day less): %3 (%4).</source>
        <translation>Mit %1 (%2 pro Tag weniger): %3 (%4).</translation>
    </message>
    <message>
        <source>Azure forecasts %1.</source>
        <translation>Azure prognostiziert %1.</translation>
    </message>
    <message>
        <source>spent</source>
        <translation>ausgegeben</translation>
    </message>
    <message>
        <source>straight line</source>
        <translation>linear</translation>
    </message>
    <message>
        <source>weekday pattern</source>
        <translation>Wochentagsmuster</translation>
    </message>
    <message>
        <source>with %1</source>
        <translation>mit %1</translation>
    </message>
    <message>
        <source>budget and thresholds</source>
        <translation>Budget und Schwellen</translation>
    </message>
    <message>
        <source>%1 % of forecast</source>
        <translation>%1 % der Prognose</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source> (off in Azure)</source>
        <translation> (in Azure aus)</translation>
    </message>
    <message>
        <source>Not within this period at this rate.</source>
        <translation>Bei dieser Rate nicht in diesem Zeitraum.</translation>
    </message>
    <message>
        <source>The review&apos;s period holds no whole day of GPU cost: choose This month (or Last 7 days, Last 30 days) to forecast a typed budget.</source>
        <translation>Der Zeitraum der Auswertung enthält keinen ganzen Tag GPU-Kosten: Wählen Sie „Dieser Monat“ (oder „Letzte 7 Tage“, „Letzte 30 Tage“), um ein eingegebenes Budget zu prognostizieren.</translation>
    </message>
    <message numerus="yes">
        <source>Azure gives the spend to date as one figure: the %n day(s) before the billed history are drawn at an even share of it, so a threshold crossed then was crossed about that day.</source>
        <translation>
            <numerusform>Azure nennt die bisherigen Ausgaben als eine Zahl: Der %n Tag vor den abgerechneten Tagen wird mit einem gleichen Anteil davon gezeichnet; eine dann überschrittene Schwelle wurde ungefähr an diesem Tag überschritten.</numerusform>
            <numerusform>Azure nennt die bisherigen Ausgaben als eine Zahl: Die %n Tage vor den abgerechneten Tagen werden mit gleichen Anteilen davon gezeichnet; eine dann überschrittene Schwelle wurde ungefähr an diesem Tag überschritten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BudgetsClient</name>
    <message>
        <source>HTTP %1 from the server (not a Consumption budgets answer)</source>
        <translation>HTTP %1 vom Server (keine Antwort der Consumption-Budgets)</translation>
    </message>
    <message>
        <source>The server&apos;s answer is not a list of budgets; check the scope and the management endpoint.</source>
        <translation>Die Antwort des Servers ist keine Liste von Budgets; prüfen Sie den Bereich und den Management-Endpunkt.</translation>
    </message>
    <message>
        <source>The server&apos;s answer does not have the shape of a list of budgets.</source>
        <translation>Die Antwort des Servers hat nicht die Form einer Budgetliste.</translation>
    </message>
    <message>
        <source>Azure refused to list the budgets: %1</source>
        <translation>Azure hat das Auflisten der Budgets abgelehnt: %1</translation>
    </message>
    <message>
        <source>The signed-in identity lacks permission to read the budgets of %1: ask for the Cost Management Reader role. A budget typed into the Cost view works without it.</source>
        <translation>Der angemeldeten Identität fehlt die Berechtigung, die Budgets von %1 zu lesen: Fragen Sie nach der Rolle „Cost Management Reader“. Ein in die Kostenansicht eingegebenes Budget funktioniert auch ohne sie.</translation>
    </message>
    <message>
        <source>The signed-in identity lacks permission to read these budgets: ask for the Cost Management Reader role.</source>
        <translation>Der angemeldeten Identität fehlt die Berechtigung, diese Budgets zu lesen: Fragen Sie nach der Rolle „Cost Management Reader“.</translation>
    </message>
    <message>
        <source>no &quot;value&quot; list</source>
        <translation>keine „value“-Liste</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(ohne Namen)</translation>
    </message>
    <message>
        <source>Budget %1 is a %2 budget, not a cost budget; it is left out.</source>
        <translation>Budget %1 ist ein %2-Budget, kein Kostenbudget; es bleibt unberücksichtigt.</translation>
    </message>
    <message>
        <source>Budget %1 has no amount; it is left out.</source>
        <translation>Budget %1 hat keinen Betrag; es bleibt unberücksichtigt.</translation>
    </message>
    <message>
        <source>Budget %1 has the time grain &quot;%2&quot;, which FleetScope does not know; it is left out.</source>
        <translation>Budget %1 hat das Zeitraster „%2“, das FleetScope nicht kennt; es bleibt unberücksichtigt.</translation>
    </message>
    <message>
        <source>Reading budgets needs a scope, such as subscriptions/&lt;id&gt;.</source>
        <translation>Zum Lesen von Budgets wird ein Bereich benötigt, etwa subscriptions/&lt;id&gt;.</translation>
    </message>
    <message>
        <source>The source has no management endpoint.</source>
        <translation>Die Quelle hat keinen Management-Endpunkt.</translation>
    </message>
    <message>
        <source>The source has no Azure sign-in.</source>
        <translation>Die Quelle hat keine Azure-Anmeldung.</translation>
    </message>
    <message>
        <source>The budgets answer named a next page that was not followed (another host, a page already read, or more than 50 pages).</source>
        <translation>Die Budget-Antwort nannte eine nächste Seite, der nicht gefolgt wurde (anderer Host, bereits gelesene Seite oder mehr als 50 Seiten).</translation>
    </message>
    <message>
        <source>Reading the budgets was canceled.</source>
        <translation>Das Lesen der Budgets wurde abgebrochen.</translation>
    </message>
</context>
<context>
    <name>ClientSecretTokenProvider</name>
    <message>
        <source>service principal %1</source>
        <translation>Dienstprinzipal %1</translation>
    </message>
    <message>
        <source>The environment variable %1 that should hold the client secret is not set.</source>
        <translation>Die Umgebungsvariable %1, die das Clientgeheimnis enthalten soll, ist nicht gesetzt.</translation>
    </message>
    <message>
        <source>No client secret: %1. Enter it in the Data Sources dialog, or name an environment variable in clientSecretEnv.</source>
        <translation>Kein Clientgeheimnis: %1. Geben Sie es im Dialog „Datenquellen“ ein oder nennen Sie eine Umgebungsvariable in clientSecretEnv.</translation>
    </message>
    <message>
        <source>No network access.</source>
        <translation>Kein Netzwerkzugriff.</translation>
    </message>
</context>
<context>
    <name>CommandPalette</name>
    <message>
        <source>%1 › %2</source>
        <translation>%1 › %2</translation>
    </message>
    <message>
        <source>Command Palette</source>
        <translation>Befehlspalette</translation>
    </message>
    <message>
        <source>Type to find an action…</source>
        <translation>Tippen, um eine Aktion zu finden…</translation>
    </message>
    <message>
        <source>Find an action</source>
        <translation>Aktion suchen</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
    <message>
        <source>%1   (%2)</source>
        <translation>%1   (%2)</translation>
    </message>
</context>
<context>
    <name>CompareMenu</name>
    <message>
        <source>Compare &amp;With</source>
        <translation>&amp;Vergleichen mit</translation>
    </message>
    <message>
        <source>Compare This Lane &amp;With</source>
        <translation>Diese Spur &amp;vergleichen mit</translation>
    </message>
    <message>
        <source>&amp;Nothing</source>
        <translation>&amp;Nichts</translation>
    </message>
    <message>
        <source>1 &amp;Day Ago</source>
        <translation>Vor 1 &amp;Tag</translation>
    </message>
    <message>
        <source>1 &amp;Week Ago</source>
        <translation>Vor 1 &amp;Woche</translation>
    </message>
    <message>
        <source>Draw the same lanes 24 hours earlier behind today&apos;s, in grey</source>
        <translation>Dieselben Spuren 24 Stunden früher grau hinter den heutigen zeichnen</translation>
    </message>
    <message>
        <source>Draw the same lanes 7 days earlier behind today&apos;s, in grey</source>
        <translation>Dieselben Spuren 7 Tage früher grau hinter den heutigen zeichnen</translation>
    </message>
    <message>
        <source>Chosen &amp;Range…</source>
        <translation>Gewählter &amp;Bereich…</translation>
    </message>
    <message>
        <source>Pick an earlier range; it is laid over the visible one from its start</source>
        <translation>Einen früheren Bereich wählen; er wird ab seinem Anfang über den sichtbaren gelegt</translation>
    </message>
    <message>
        <source>Compare With an Earlier Range</source>
        <translation>Mit einem früheren Bereich vergleichen</translation>
    </message>
    <message>
        <source>The range to compare with must start before the visible one. Pick a start earlier than the lanes show.</source>
        <translation>Der Vergleichsbereich muss vor dem sichtbaren beginnen. Wählen Sie einen Anfang vor dem, was die Spuren zeigen.</translation>
    </message>
    <message>
        <source>Chosen &amp;Range (%1)…</source>
        <translation>Gewählter &amp;Bereich (%1)…</translation>
    </message>
</context>
<context>
    <name>ConnectionTest</name>
    <message>
        <source>Configuration</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <source>Endpoint %1</source>
        <translation>Endpunkt %1</translation>
    </message>
    <message numerus="yes">
        <source>The Alertmanager API answers (%n alert(s) now).</source>
        <translation>
            <numerusform>Die Alertmanager-API antwortet (derzeit %n Alarm).</numerusform>
            <numerusform>Die Alertmanager-API antwortet (derzeit %n Alarme).</numerusform>
        </translation>
    </message>
    <message>
        <source>Sign-in for %1</source>
        <translation>Anmeldung für %1</translation>
    </message>
    <message>
        <source>%1: token received.</source>
        <translation>%1: Token erhalten.</translation>
    </message>
    <message>
        <source>Reachable; the identity can list subscriptions.</source>
        <translation>Erreichbar; die Identität kann Abonnements auflisten.</translation>
    </message>
    <message>
        <source>Reachable.</source>
        <translation>Erreichbar.</translation>
    </message>
    <message>
        <source>Permission</source>
        <translation>Berechtigung</translation>
    </message>
    <message>
        <source>The endpoint refused the token (HTTP %1). Check that the identity has a role (for example Monitoring Reader) on the subscription.</source>
        <translation>Der Endpunkt hat das Token abgelehnt (HTTP %1). Prüfen Sie, ob die Identität eine Rolle (zum Beispiel Monitoring Reader) für das Abonnement hat.</translation>
    </message>
    <message>
        <source>Reachable (HTTP %1).</source>
        <translation>Erreichbar (HTTP %1).</translation>
    </message>
    <message>
        <source>The query of the dashboard&apos;s first lane on this source can be read.</source>
        <translation>Die Abfrage der ersten Spur des Dashboards kann aus dieser Quelle gelesen werden.</translation>
    </message>
    <message>
        <source>The Prometheus API answers queries.</source>
        <translation>Die Prometheus-API beantwortet Abfragen.</translation>
    </message>
</context>
<context>
    <name>CostBarsWidget</name>
    <message>
        <source>Cost per group per day</source>
        <translation>Kosten pro Gruppe und Tag</translation>
    </message>
    <message>
        <source>Stacked bars of each group&apos;s cost per day; the hatched part of each bar is idle cost.</source>
        <translation>Gestapelte Balken der Kosten jeder Gruppe pro Tag; der schraffierte Teil jedes Balkens sind Leerlaufkosten.</translation>
    </message>
    <message>
        <source>No cost to show for this period.</source>
        <translation>Keine Kosten für diesen Zeitraum.</translation>
    </message>
    <message>
        <source>all groups</source>
        <translation>alle Gruppen</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, %2&lt;br&gt;cost %3, idle %4&lt;br&gt;%5 GPU-hours, %6 idle</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, %2&lt;br&gt;Kosten %3, Leerlauf %4&lt;br&gt;%5 GPU-Stunden, %6 Leerlauf</translation>
    </message>
</context>
<context>
    <name>CostGroupModel</name>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>%1 ≠ %2</source>
        <translation>%1 ≠ %2</translation>
    </message>
    <message>
        <source>not billed</source>
        <translation>nicht abgerechnet</translation>
    </message>
    <message>
        <source>%1 of these GPU-hours are on GPUs without a price and not in the cost.</source>
        <translation>%1 dieser GPU-Stunden entfallen auf GPUs ohne Preis und sind nicht in den Kosten enthalten.</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>GPU-h</source>
        <translation>GPU-h</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>Ausgelastet</translation>
    </message>
    <message>
        <source>Unobserved</source>
        <translation>Nicht erfasst</translation>
    </message>
    <message>
        <source>Cost (est.)</source>
        <translation>Kosten (geschätzt)</translation>
    </message>
    <message>
        <source>Billed</source>
        <translation>Abgerechnet</translation>
    </message>
    <message>
        <source>Billed − est.</source>
        <translation>Abgerechnet − geschätzt</translation>
    </message>
    <message>
        <source>Under %1 %</source>
        <translation>Unter %1 %</translation>
    </message>
    <message>
        <source>Waste signal cost</source>
        <translation>Kosten des Verschwendungssignals</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>Genutzt</translation>
    </message>
    <message>
        <source>Allocated, idle</source>
        <translation>Zugewiesen, ungenutzt</translation>
    </message>
    <message>
        <source>Unallocated</source>
        <translation>Nicht zugewiesen</translation>
    </message>
    <message>
        <source>Unobserved cost</source>
        <translation>Kosten unbeobachtet</translation>
    </message>
    <message>
        <source>Requested</source>
        <translation>Angefordert</translation>
    </message>
    <message>
        <source>Used ÷ requested</source>
        <translation>Genutzt ÷ angefordert</translation>
    </message>
    <message>
        <source>Priced by</source>
        <translation>Preis nach</translation>
    </message>
</context>
<context>
    <name>CostHeatMapWidget</name>
    <message>
        <source>Idle share by hour and weekday</source>
        <translation>Leerlaufanteil nach Stunde und Wochentag</translation>
    </message>
    <message>
        <source>Seven rows of days by 24 hours; darker cells had a larger share of idle GPU-hours.</source>
        <translation>Sieben Zeilen für die Tage mal 24 Stunden; dunklere Zellen hatten einen größeren Anteil an GPU-Stunden im Leerlauf.</translation>
    </message>
    <message>
        <source>No utilisation to show for this period.</source>
        <translation>Keine Auslastung für diesen Zeitraum.</translation>
    </message>
    <message>
        <source>%1 %2:00–%3:00</source>
        <translation>%1 %2:00–%3:00</translation>
    </message>
    <message>
        <source>%1: %2 of GPU-hours idle</source>
        <translation>%1: %2 der GPU-Stunden im Leerlauf</translation>
    </message>
    <message>
        <source>%1: no GPU reported</source>
        <translation>%1: keine GPU gemeldet</translation>
    </message>
</context>
<context>
    <name>CostLeverText</name>
    <message>
        <source>Off-hours deallocation</source>
        <translation>Freigabe außerhalb der Arbeitszeit</translation>
    </message>
    <message>
        <source>Reserved instances</source>
        <translation>Reservierte Instanzen</translation>
    </message>
    <message>
        <source>Spot VMs</source>
        <translation>Spot-VMs</translation>
    </message>
    <message>
        <source>Right-sizing</source>
        <translation>Größenanpassung</translation>
    </message>
    <message>
        <source>every day</source>
        <translation>jeden Tag</translation>
    </message>
    <message>
        <source>no day</source>
        <translation>kein Tag</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <comment>a run of weekdays</comment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>Window %1–%2 starting %3, only idle GPU-hours count (%4 h a week)</source>
        <translation>Zeitfenster %1–%2 ab %3, nur GPU-Stunden im Leerlauf zählen (%4 h pro Woche)</translation>
    </message>
    <message>
        <source>%1-year term at %2 % discount, GPUs running ≥ %3 % of the period</source>
        <translation>%1 Jahr(e) Laufzeit mit %2 % Rabatt, GPUs laufen ≥ %3 % des Zeitraums</translation>
    </message>
    <message>
        <source>pools %1; %2 % discount; %3 % of work lost to evictions</source>
        <translation>Pools %1; %2 % Rabatt; %3 % der Arbeit durch Verdrängungen verloren</translation>
    </message>
    <message>
        <source>(none chosen)</source>
        <translation>(keine ausgewählt)</translation>
    </message>
    <message>
        <source>%1 % memory headroom over each node&apos;s peak GPU memory; the cheapest smaller SKU that holds it</source>
        <translation>%1 % Speicherreserve über dem GPU-Spitzenspeicher jedes Knotens; die günstigste kleinere SKU, die dafür ausreicht</translation>
    </message>
</context>
<context>
    <name>CostLeversPanel</name>
    <message>
        <source>Each lever is counted on its own from this period&apos;s telemetry and scaled to a month of 730 h. They overlap (a night that is deallocated cannot also be reserved), so their savings do not add up.</source>
        <translation>Jeder Hebel wird einzeln aus der Telemetrie dieses Zeitraums berechnet und auf einen Monat mit 730 h hochgerechnet. Die Hebel überschneiden sich (eine Nacht mit freigegebenen Ressourcen kann nicht zugleich reserviert sein), daher lassen sich ihre Einsparungen nicht addieren.</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Nachweis</translation>
    </message>
    <message>
        <source>Off-hours deallocation</source>
        <translation>Freigabe außerhalb der Arbeitszeit</translation>
    </message>
    <message>
        <source>Window starts</source>
        <translation>Zeitfenster beginnt</translation>
    </message>
    <message>
        <source>Window ends</source>
        <translation>Zeitfenster endet</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>starting on</source>
        <translation>beginnend am</translation>
    </message>
    <message>
        <source>Counts only GPU-hours that were idle inside the window: busy nights are work that would have to run anyway.</source>
        <translation>Zählt nur GPU-Stunden, die innerhalb des Zeitfensters im Leerlauf waren: ausgelastete Nächte sind Arbeit, die ohnehin laufen müsste.</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>GPUs idle</source>
        <translation>GPUs im Leerlauf</translation>
    </message>
    <message>
        <source>Idle GPU-h in window</source>
        <translation>GPU-h im Leerlauf im Zeitfenster</translation>
    </message>
    <message>
        <source>Saves / month</source>
        <translation>Einsparung / Monat</translation>
    </message>
    <message>
        <source>Reserved instances</source>
        <translation>Reservierte Instanzen</translation>
    </message>
    <message>
        <source>Reservation term</source>
        <translation>Reservierungslaufzeit</translation>
    </message>
    <message>
        <source>1 year</source>
        <translation>1 Jahr</translation>
    </message>
    <message>
        <source>3 years</source>
        <translation>3 Jahre</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>Laufzeit</translation>
    </message>
    <message>
        <source>Discount, 1 year</source>
        <translation>Rabatt, 1 Jahr</translation>
    </message>
    <message>
        <source>Discount, 3 years</source>
        <translation>Rabatt, 3 Jahre</translation>
    </message>
    <message>
        <source>Reserve GPUs running at least</source>
        <translation>GPUs reservieren mit einer Laufzeit von mindestens</translation>
    </message>
    <message>
        <source>SKU</source>
        <translation>SKU</translation>
    </message>
    <message>
        <source>GPUs always on</source>
        <translation>GPUs immer aktiv</translation>
    </message>
    <message>
        <source>GPU-h</source>
        <translation>GPU-h</translation>
    </message>
    <message>
        <source>Spot VMs</source>
        <translation>Spot-VMs</translation>
    </message>
    <message>
        <source>Node pools for spot</source>
        <translation>Knotenpools für Spot</translation>
    </message>
    <message>
        <source>Spot discount</source>
        <translation>Spot-Rabatt</translation>
    </message>
    <message>
        <source>Work lost to evictions</source>
        <translation>Durch Verdrängungen verlorene Arbeit</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Right-sizing</source>
        <translation>Größenanpassung</translation>
    </message>
    <message>
        <source>Memory headroom over the node&apos;s peak</source>
        <translation>Speicherreserve über dem Spitzenwert des Knotens</translation>
    </message>
    <message>
        <source>A node whose GPUs&apos; peak memory (DCGM_FI_DEV_FB_USED) plus headroom fits a cheaper SKU&apos;s GPU could move to it; the GPU count stays.</source>
        <translation>Ein Knoten, dessen GPU-Spitzenspeicher (DCGM_FI_DEV_FB_USED) plus Reserve in die GPU einer günstigeren SKU passt, könnte zu dieser wechseln; die Anzahl der GPUs bleibt gleich.</translation>
    </message>
    <message>
        <source>Peak GiB</source>
        <translation>Spitze GiB</translation>
    </message>
    <message>
        <source>Smaller SKU</source>
        <translation>Kleinere SKU</translation>
    </message>
    <message>
        <source>(no node pool labels in this period)</source>
        <translation>(keine Knotenpool-Labels in diesem Zeitraum)</translation>
    </message>
    <message>
        <source>Not counted</source>
        <translation>Nicht gezählt</translation>
    </message>
    <message>
        <source>saves ≈ %1 / month</source>
        <translation>spart ≈ %1 / Monat</translation>
    </message>
    <message>
        <source>of %1 / month it applies to</source>
        <translation>von %1 / Monat, auf die er sich bezieht</translation>
    </message>
</context>
<context>
    <name>CostManagementClient</name>
    <message>
        <source>(untagged)</source>
        <translation>(ohne Tag)</translation>
    </message>
    <message>
        <source>Columns: %1</source>
        <translation>Spalten: %1</translation>
    </message>
    <message>
        <source>The Cost Management answer has no cost column.</source>
        <translation>Die Antwort von Cost Management enthält keine Kostenspalte.</translation>
    </message>
    <message>
        <source>The Cost Management answer has no UsageDate column (not daily).</source>
        <translation>Die Antwort von Cost Management enthält keine UsageDate-Spalte (nicht täglich).</translation>
    </message>
    <message>
        <source>The Cost Management answer has no column for the tag &quot;%1&quot;.</source>
        <translation>Die Antwort von Cost Management enthält keine Spalte für das Tag „%1“.</translation>
    </message>
    <message>
        <source>Row %1 of the Cost Management answer has no UsageDate.</source>
        <translation>Zeile %1 der Antwort von Cost Management hat kein UsageDate.</translation>
    </message>
    <message>
        <source>Row %1 of the Cost Management answer has no cost.</source>
        <translation>Zeile %1 der Antwort von Cost Management hat keine Kosten.</translation>
    </message>
    <message>
        <source>A Cost Management query needs a scope, such as subscriptions/&lt;id&gt;.</source>
        <translation>Eine Cost Management-Abfrage benötigt einen Bereich, z. B. subscriptions/&lt;id&gt;.</translation>
    </message>
    <message>
        <source>A Cost Management query needs a first and a last day.</source>
        <translation>Eine Cost Management-Abfrage benötigt einen ersten und einen letzten Tag.</translation>
    </message>
    <message>
        <source>The first day (%1) is after the last day (%2).</source>
        <translation>Der erste Tag (%1) liegt nach dem letzten Tag (%2).</translation>
    </message>
    <message>
        <source>A Cost Management query needs a tag to group by.</source>
        <translation>Eine Cost Management-Abfrage benötigt ein Tag zum Gruppieren.</translation>
    </message>
    <message>
        <source>The source has no management endpoint.</source>
        <translation>Die Quelle hat keinen Verwaltungsendpunkt.</translation>
    </message>
    <message>
        <source>The source has no Azure sign-in.</source>
        <translation>Die Quelle hat keine Azure-Anmeldung.</translation>
    </message>
    <message>
        <source>Page %1 of the Cost Management answer has other columns than the first page.</source>
        <translation>Seite %1 der Antwort von Cost Management hat andere Spalten als die erste Seite.</translation>
    </message>
    <message>
        <source>Cost Management named a next page on another host; it was not followed.</source>
        <translation>Cost Management hat als nächste Seite eine Adresse auf einem anderen Host angegeben; ihr wurde nicht gefolgt.</translation>
    </message>
    <message>
        <source>Cost Management named a page it had already sent as the next page; paging stopped after %1 pages.</source>
        <translation>Cost Management hat eine bereits gesendete Seite als nächste Seite angegeben; das Blättern wurde nach %1 Seiten beendet.</translation>
    </message>
    <message>
        <source>The Cost Management answer has more than %1 pages; choose a shorter period or a narrower scope.</source>
        <translation>Die Antwort von Cost Management umfasst mehr als %1 Seiten; wählen Sie einen kürzeren Zeitraum oder einen engeren Bereich.</translation>
    </message>
    <message>
        <source>The Cost Management query was canceled.</source>
        <translation>Die Cost Management-Abfrage wurde abgebrochen.</translation>
    </message>
</context>
<context>
    <name>CostReportWriter</name>
    <message>
        <source>GPU cost review</source>
        <translation>GPU-Kostenübersicht</translation>
    </message>
    <message>
        <source>the PDF could not be started</source>
        <translation>das PDF konnte nicht begonnen werden</translation>
    </message>
    <message>
        <source>FleetScope GPU cost review · %1</source>
        <translation>FleetScope GPU-Kostenübersicht · %1</translation>
    </message>
    <message>
        <source>the PDF could not be finished</source>
        <translation>das PDF konnte nicht fertiggestellt werden</translation>
    </message>
</context>
<context>
    <name>CostSummaryTiles</name>
    <message>
        <source>Total GPU cost</source>
        <translation>GPU-Gesamtkosten</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>Schätzung</translation>
    </message>
    <message>
        <source>Cost per busy GPU-hour</source>
        <translation>Kosten pro ausgelasteter GPU-Stunde</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message numerus="yes">
        <source>%1 GPU-hours on %n node(s) have no price and are not in the cost (%2). Add their SKU under Prices….</source>
        <translation>
            <numerusform>%1 GPU-Stunden auf %n Knoten haben keinen Preis und sind nicht in den Kosten enthalten (%2). Fügen Sie ihre SKU unter Preise… hinzu.</numerusform>
            <numerusform>%1 GPU-Stunden auf %n Knoten haben keinen Preis und sind nicht in den Kosten enthalten (%2). Fügen Sie ihre SKU unter Preise… hinzu.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 % of all</source>
        <translation>%1 % von allem</translation>
    </message>
    <message>
        <source>estimate; +%1 unobserved</source>
        <translation>Schätzung; +%1 unbeobachtet</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>Genutzt</translation>
    </message>
    <message>
        <source>Allocated, idle</source>
        <translation>Zugewiesen, ungenutzt</translation>
    </message>
    <message>
        <source>Unallocated</source>
        <translation>Nicht zugewiesen</translation>
    </message>
    <message>
        <source>Unobserved</source>
        <translation>Unbeobachtet</translation>
    </message>
    <message>
        <source>Waste signal: under %1 %</source>
        <translation>Verschwendungssignal: unter %1 %</translation>
    </message>
    <message>
        <source>%1 idle cost</source>
        <translation>%1 Leerlaufkosten</translation>
    </message>
</context>
<context>
    <name>CostText</name>
    <message>
        <source>%1 %2</source>
        <comment>amount, currency code</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1M</source>
        <comment>millions</comment>
        <translation>%1M</translation>
    </message>
    <message>
        <source>%1k</source>
        <comment>thousands</comment>
        <translation>%1k</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Busy GPU-hours: the sum of utilisation ÷ 100 × step, so a GPU at 50 % for an hour is half a busy GPU-hour.</source>
        <translation>Ausgelastete GPU-Stunden: die Summe aus Auslastung ÷ 100 × Schritt; eine GPU mit 50 % Auslastung über eine Stunde ergibt also eine halbe ausgelastete GPU-Stunde.</translation>
    </message>
    <message>
        <source>Idle GPU-hours: the sum of steps in which utilisation was below %1 %.</source>
        <translation>Leerlauf-GPU-Stunden: die Summe der Schritte, in denen die Auslastung unter %1 % lag.</translation>
    </message>
    <message>
        <source>Unobserved GPU-hours: steps in which a GPU that reported in the period had no sample (exporter or node down). Neither idle nor busy, and not in the cost.</source>
        <translation>Nicht beobachtete GPU-Stunden: Schritte, in denen eine GPU, die im Zeitraum Daten geliefert hat, keinen Messwert hatte (Exporter oder Knoten ausgefallen). Weder Leerlauf noch ausgelastet und nicht in den Kosten enthalten.</translation>
    </message>
    <message>
        <source>Cost: GPU-hours × the per-GPU price (the VM&apos;s hourly price ÷ its GPUs) from the price table, in %1. An estimate from telemetry, not a bill.</source>
        <translation>Kosten: GPU-Stunden × Preis pro GPU (Stundenpreis der VM ÷ Anzahl ihrer GPUs) aus der Preistabelle, in %1. Eine Schätzung aus Telemetriedaten, keine Rechnung.</translation>
    </message>
    <message>
        <source>Idle cost: idle GPU-hours × the per-GPU price: what the GPUs cost while they did (almost) nothing.</source>
        <translation>Leerlaufkosten: Leerlauf-GPU-Stunden × Preis pro GPU: was die GPUs gekostet haben, während sie (fast) nichts getan haben.</translation>
    </message>
    <message>
        <source>Cost per busy GPU-hour: cost ÷ busy GPU-hours; what one fully used GPU-hour really cost, idle time included.</source>
        <translation>Kosten pro ausgelasteter GPU-Stunde: Kosten ÷ ausgelastete GPU-Stunden; was eine voll genutzte GPU-Stunde tatsächlich gekostet hat, einschließlich Leerlaufzeit.</translation>
    </message>
    <message>
        <source>Billed: actual cost from Azure Cost Management per value of the tag %1, for the whole resources (VMs, disks, network), so it differs from the GPU estimate.</source>
        <translation>Abgerechnet: tatsächliche Kosten aus Azure Cost Management pro Wert des Tags %1, für die gesamten Ressourcen (VMs, Datenträger, Netzwerk), daher weichen sie von der GPU-Schätzung ab.</translation>
    </message>
    <message>
        <source>GPU-hours: each utilisation sample present (DCGM_FI_DEV_GPU_UTIL, or DCGM_FI_PROF_GR_ENGINE_ACTIVE where the source has none) stands for one step of the grid. A GPU is counted once however many MIG instances or pods sharing it report it; a partitioned GPU counts as its share of a GPU.</source>
        <translation>GPU-Stunden: Jeder vorhandene Auslastungsmesswert (DCGM_FI_DEV_GPU_UTIL oder, wo die Quelle keinen hat, DCGM_FI_PROF_GR_ENGINE_ACTIVE) steht für einen Schritt des Rasters. Eine GPU zählt einmal, gleich wie viele MIG-Instanzen oder Pods, die sie teilen, sie melden; eine partitionierte GPU zählt mit ihrem Anteil an einer GPU.</translation>
    </message>
    <message>
        <source>Used: the busy share of every GPU-hour (utilisation ÷ 100 × step), so a GPU at 50 % for an hour is half an hour used. With allocated but idle, unallocated and unobserved it adds up to every GPU-hour of the period.</source>
        <translation>Genutzt: der ausgelastete Anteil jeder GPU-Stunde (Auslastung ÷ 100 × Schritt), eine GPU mit 50 % eine Stunde lang ist also eine halbe Stunde genutzt. Mit zugewiesen-ungenutzt, nicht zugewiesen und unbeobachtet ergibt es jede GPU-Stunde des Zeitraums.</translation>
    </message>
    <message>
        <source>Allocated but idle: the rest of the hours in which a running pod held the GPU (its series named the pod, and kube-state-metrics still listed it).</source>
        <translation>Zugewiesen, aber ungenutzt: der Rest der Stunden, in denen ein laufender Pod die GPU hielt (ihre Reihe nannte den Pod, und kube-state-metrics führte ihn noch).</translation>
    </message>
    <message>
        <source>Unallocated: the rest of the hours in which no pod held the GPU, or only a pod that had ended (a label dcgm-exporter kept).</source>
        <translation>Nicht zugewiesen: der Rest der Stunden, in denen kein Pod die GPU hielt oder nur ein beendeter Pod (ein Label, das dcgm-exporter behielt).</translation>
    </message>
    <message>
        <source>Unobserved: hours without telemetry (exporter or node down), priced at the GPU&apos;s price and shown apart: the GPU was paid for, nobody saw what it did.</source>
        <translation>Unbeobachtet: Stunden ohne Telemetrie (Exporter oder Knoten ausgefallen), zum Preis der GPU bewertet und getrennt gezeigt: Die GPU wurde bezahlt, niemand sah, was sie tat.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Requested: the GPU-hours the pods asked for (kube-state-metrics&apos; nvidia.com/gpu requests), in the group their GPUs&apos; hours went to. Used ÷ requested is how much of that the GPUs were busy.</source>
        <translation>Angefordert: die GPU-Stunden, die die Pods angefordert haben (nvidia.com/gpu-Anforderungen laut kube-state-metrics), in der Gruppe, der die Stunden ihrer GPUs zugingen. Genutzt ÷ angefordert sagt, wie viel davon die GPUs ausgelastet waren.</translation>
    </message>
    <message>
        <source>Requested: the source exports no GPU requests, so these are the hours a running pod held a GPU by the DCGM pod labels. Used ÷ requested is how much of that the GPUs were busy.</source>
        <translation>Angefordert: Die Quelle exportiert keine GPU-Anforderungen, daher sind dies die Stunden, in denen laut DCGM-Pod-Labels ein laufender Pod eine GPU hielt. Genutzt ÷ angefordert sagt, wie viel davon die GPUs ausgelastet waren.</translation>
    </message>
    <message>
        <source>How the GPUs&apos; price was found, in this order: the price file&apos;s entry for the node; the node&apos;s instance type from kube-state-metrics, where the price table has it; the price file&apos;s entry for the GPU model dcgm-exporter reports.</source>
        <translation>Wie der Preis der GPUs gefunden wurde, in dieser Reihenfolge: der Eintrag der Preisdatei für den Knoten; der Instanztyp des Knotens aus kube-state-metrics, sofern die Preistabelle ihn kennt; der Eintrag der Preisdatei für das GPU-Modell, das dcgm-exporter meldet.</translation>
    </message>
</context>
<context>
    <name>CostView</name>
    <message>
        <source>%1 — using the default prices until it is fixed (Prices…).</source>
        <translation>%1 — bis zur Korrektur werden die Standardpreise verwendet (Preise…).</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Zeitraum</translation>
    </message>
    <message>
        <source>Last 24 hours</source>
        <translation>Letzte 24 Stunden</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Letzte 30 Tage</translation>
    </message>
    <message>
        <source>This month</source>
        <translation>Dieser Monat</translation>
    </message>
    <message>
        <source>Last month</source>
        <translation>Letzter Monat</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>Benutzerdefiniert…</translation>
    </message>
    <message>
        <source>Group by label</source>
        <translation>Nach Label gruppieren</translation>
    </message>
    <message>
        <source>A label of the DCGM series (namespace, CostCenter, Product…), or node, sku or nodepool, which FleetScope knows without a label.</source>
        <translation>Ein Label der DCGM-Reihen (namespace, CostCenter, Product…) oder node, sku bzw. nodepool, die FleetScope auch ohne Label kennt.</translation>
    </message>
    <message>
        <source>Idle threshold</source>
        <translation>Leerlauf-Schwellenwert</translation>
    </message>
    <message>
        <source>Time zone of days and hours</source>
        <translation>Zeitzone für Tage und Stunden</translation>
    </message>
    <message>
        <source>Local time</source>
        <translation>Ortszeit</translation>
    </message>
    <message>
        <source>UTC</source>
        <translation>UTC</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Neu laden</translation>
    </message>
    <message>
        <source>Prices…</source>
        <translation>Preise…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>PDF exportieren…</translation>
    </message>
    <message>
        <source>Group by</source>
        <translation>Gruppieren nach</translation>
    </message>
    <message>
        <source>Idle below</source>
        <translation>Leerlauf unter</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cost per day by group&lt;/b&gt; (hatched: idle)</source>
        <translation>&lt;b&gt;Kosten pro Tag nach Gruppe&lt;/b&gt; (schraffiert: Leerlauf)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Idle share of GPU-hours by hour and weekday&lt;/b&gt; — where off-hours scheduling would pay</source>
        <translation>&lt;b&gt;Leerlaufanteil der GPU-Stunden nach Stunde und Wochentag&lt;/b&gt; — wo sich eine Planung außerhalb der Arbeitszeiten lohnen würde</translation>
    </message>
    <message>
        <source>By group</source>
        <translation>Nach Gruppe</translation>
    </message>
    <message>
        <source>Most wasteful GPUs</source>
        <translation>GPUs mit der größten Verschwendung</translation>
    </message>
    <message>
        <source>Savings levers</source>
        <translation>Einsparhebel</translation>
    </message>
    <message>
        <source>No data sources: open a sources file (File ▸ Open Sources) or a snapshot.</source>
        <translation>Keine Datenquellen: Öffnen Sie eine Quellendatei (Datei ▸ Quellen öffnen) oder einen Snapshot.</translation>
    </message>
    <message>
        <source>Counting GPU-hours from %1 to %2…</source>
        <translation>GPU-Stunden von %1 bis %2 werden gezählt…</translation>
    </message>
    <message>
        <source>Name a label to group by.</source>
        <translation>Geben Sie ein Label zum Gruppieren an.</translation>
    </message>
    <message>
        <source>%1 – %2 UTC</source>
        <translation>%1 – %2 UTC</translation>
    </message>
    <message>
        <source>%1 – %2 local time</source>
        <translation>%1 – %2 Ortszeit</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n GPU(s) · figures computed at %2</source>
        <translation>
            <numerusform>%1 · %n GPU · Werte berechnet um %2</numerusform>
            <numerusform>%1 · %n GPUs · Werte berechnet um %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Load a period with GPU utilisation first.</source>
        <translation>Laden Sie zuerst einen Zeitraum mit GPU-Auslastung.</translation>
    </message>
    <message>
        <source>The prices are used but could not be saved: %1</source>
        <translation>Die Preise werden verwendet, konnten aber nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Nothing to export yet: load a period first.</source>
        <translation>Noch nichts zu exportieren: Laden Sie zuerst einen Zeitraum.</translation>
    </message>
    <message>
        <source>Export Cost Table</source>
        <translation>Kostentabelle exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Cost table written to %1</source>
        <translation>Kostentabelle nach %1 geschrieben</translation>
    </message>
    <message>
        <source>Export Cost Report</source>
        <translation>Kostenbericht exportieren</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Cost report written to %1</source>
        <translation>Kostenbericht nach %1 geschrieben</translation>
    </message>
    <message>
        <source>Cost by group</source>
        <translation>Kosten nach Gruppe</translation>
    </message>
    <message>
        <source>Notes on the figures</source>
        <translation>Hinweise zu den Zahlen</translation>
    </message>
    <message>
        <source>No %1 series in this period: nothing to count.</source>
        <translation>Keine %1-Reihen in diesem Zeitraum: nichts zu zählen.</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
</context>
<context>
    <name>CustomRangeDialog</name>
    <message>
        <source>Custom Time Range</source>
        <translation>Benutzerdefinierter Zeitraum</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>&amp;Von:</translation>
    </message>
    <message>
        <source>yyyy-MM-dd HH:mm:ss</source>
        <translation>yyyy-MM-dd HH:mm:ss</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>&amp;Bis:</translation>
    </message>
    <message>
        <source>The end must be at least one minute after the start.</source>
        <translation>Das Ende muss mindestens eine Minute nach dem Beginn liegen.</translation>
    </message>
    <message>
        <source>The end is %1 before the start; pick an end after %2.</source>
        <translation>Das Ende liegt %1 vor dem Anfang; wählen Sie ein Ende nach %2.</translation>
    </message>
</context>
<context>
    <name>DataSourcesDialog</name>
    <message>
        <source>Skip TLS verification (insecure)</source>
        <translation>TLS-Überprüfung überspringen (unsicher)</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>&amp;Verbindung testen</translation>
    </message>
    <message>
        <source>Data Sources</source>
        <translation>Datenquellen</translation>
    </message>
    <message>
        <source>Prometheus-compatible (Prometheus, Thanos, Mimir, VictoriaMetrics, Azure managed)</source>
        <translation>Prometheus-kompatibel (Prometheus, Thanos, Mimir, VictoriaMetrics, Azure-verwaltet)</translation>
    </message>
    <message>
        <source>Azure Monitor (metrics, Log Analytics)</source>
        <translation>Azure Monitor (Metriken, Log Analytics)</translation>
    </message>
    <message>
        <source>Alertmanager (alerts and silences)</source>
        <translation>Alertmanager (Alarme und Stummschaltungen)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Bearer token from an environment variable</source>
        <translation>Bearer-Token aus einer Umgebungsvariable</translation>
    </message>
    <message>
        <source>Basic auth (password from an environment variable)</source>
        <translation>Basic-Authentifizierung (Passwort aus einer Umgebungsvariable)</translation>
    </message>
    <message>
        <source>Azure (Entra ID)</source>
        <translation>Azure (Entra ID)</translation>
    </message>
    <message>
        <source>Azure public cloud</source>
        <translation>Azure Public Cloud</translation>
    </message>
    <message>
        <source>Azure China</source>
        <translation>Azure China</translation>
    </message>
    <message>
        <source>Azure US Government</source>
        <translation>Azure US Government</translation>
    </message>
    <message>
        <source>Custom endpoints</source>
        <translation>Benutzerdefinierte Endpunkte</translation>
    </message>
    <message>
        <source>Azure CLI login (az login)</source>
        <translation>Azure CLI-Anmeldung (az login)</translation>
    </message>
    <message>
        <source>Service principal (client secret)</source>
        <translation>Dienstprinzipal (Clientgeheimnis)</translation>
    </message>
    <message>
        <source>Device code (sign in in a browser)</source>
        <translation>Gerätecode (Anmeldung im Browser)</translation>
    </message>
    <message>
        <source>kept in the OS keychain, never in the file</source>
        <translation>wird im Schlüsselbund des Betriebssystems gespeichert, nie in der Datei</translation>
    </message>
    <message>
        <source>or: name of an environment variable</source>
        <translation>oder: Name einer Umgebungsvariable</translation>
    </message>
    <message>
        <source>e.g. THANOS_TOKEN</source>
        <translation>z. B. THANOS_TOKEN</translation>
    </message>
    <message>
        <source>Test Connection checks sign-in, endpoint and permission, step by step.</source>
        <translation>„Verbindung testen“ prüft Anmeldung, Endpunkt und Berechtigung Schritt für Schritt.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation>&amp;Typ:</translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation>&amp;URL:</translation>
    </message>
    <message>
        <source>&amp;Auth:</source>
        <translation>&amp;Authentifizierung:</translation>
    </message>
    <message>
        <source>Token variable:</source>
        <translation>Token-Variable:</translation>
    </message>
    <message>
        <source>Username:</source>
        <translation>Benutzername:</translation>
    </message>
    <message>
        <source>Password variable:</source>
        <translation>Passwort-Variable:</translation>
    </message>
    <message>
        <source>&amp;Cloud:</source>
        <translation>&amp;Cloud:</translation>
    </message>
    <message>
        <source>Login endpoint:</source>
        <translation>Anmelde-Endpunkt:</translation>
    </message>
    <message>
        <source>Management endpoint:</source>
        <translation>Verwaltungs-Endpunkt:</translation>
    </message>
    <message>
        <source>Metrics endpoint:</source>
        <translation>Metrik-Endpunkt:</translation>
    </message>
    <message>
        <source>Log Analytics endpoint:</source>
        <translation>Log Analytics-Endpunkt:</translation>
    </message>
    <message>
        <source>Sign-in &amp;method:</source>
        <translation>Anmelde&amp;methode:</translation>
    </message>
    <message>
        <source>Tenant:</source>
        <translation>Mandant:</translation>
    </message>
    <message>
        <source>Client ID:</source>
        <translation>Client-ID:</translation>
    </message>
    <message>
        <source>Client secret:</source>
        <translation>Clientgeheimnis:</translation>
    </message>
    <message>
        <source>Secret variable:</source>
        <translation>Geheimnis-Variable:</translation>
    </message>
    <message>
        <source>CA file:</source>
        <translation>CA-Datei:</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>✖ Configuration: %1</source>
        <translation>✖ Konfiguration: %1</translation>
    </message>
    <message>
        <source>✔ %1: %2</source>
        <translation>✔ %1: %2</translation>
    </message>
    <message>
        <source>✖ %1: %2</source>
        <translation>✖ %1: %2</translation>
    </message>
    <message>
        <source>All checks passed.</source>
        <translation>Alle Prüfungen bestanden.</translation>
    </message>
    <message>
        <source>Some checks failed (see above).</source>
        <translation>Einige Prüfungen sind fehlgeschlagen (siehe oben).</translation>
    </message>
    <message>
        <source>Save Data Sources</source>
        <translation>Datenquellen speichern</translation>
    </message>
    <message>
        <source>Data sources (*.json)</source>
        <translation>Datenquellen (*.json)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The file was saved, but %1 Set clientSecretEnv instead.</source>
        <translation>Die Datei wurde gespeichert, aber %1 Setzen Sie stattdessen clientSecretEnv.</translation>
    </message>
    <message>
        <source>Connection test report</source>
        <translation>Bericht zum Verbindungstest</translation>
    </message>
    <message>
        <source>Data sources</source>
        <translation>Datenquellen</translation>
    </message>
    <message>
        <source>There is no file %1.</source>
        <translation>Die Datei %1 gibt es nicht.</translation>
    </message>
    <message>
        <source>FleetScope cannot read %1.</source>
        <translation>FleetScope kann %1 nicht lesen.</translation>
    </message>
    <message>
        <source>Fix the fields marked ✖ to save.</source>
        <translation>Korrigieren Sie die mit ✖ markierten Felder, um zu speichern.</translation>
    </message>
    <message>
        <source>Automatic: measure the link (default)</source>
        <translation>Automatisch: Verbindung messen (Standard)</translation>
    </message>
    <message>
        <source>gzip: for slow links (VPN, WAN)</source>
        <translation>gzip: für langsame Verbindungen (VPN, WAN)</translation>
    </message>
    <message>
        <source>None: for loopback and fast LANs</source>
        <translation>Keine: für Loopback und schnelle LANs</translation>
    </message>
    <message>
        <source>Gzip costs the server seconds of CPU per large answer and saves the link&apos;s time. Automatic asks for gzip only where answers measured a link slower than the server compresses.</source>
        <translation>Gzip kostet den Server pro großer Antwort Sekunden an CPU und spart Zeit auf der Leitung. Automatisch fordert gzip nur an, wo gemessene Antworten eine Verbindung zeigten, die langsamer ist, als der Server komprimiert.</translation>
    </message>
    <message>
        <source>Com&amp;pression:</source>
        <translation>Kom&amp;primierung:</translation>
    </message>
</context>
<context>
    <name>DeviceCodeTokenProvider</name>
    <message>
        <source>device code sign-in</source>
        <translation>Anmeldung per Gerätecode</translation>
    </message>
    <message>
        <source>No network access.</source>
        <translation>Kein Netzwerkzugriff.</translation>
    </message>
    <message>
        <source>To sign in, open %1 and enter the code %2.</source>
        <translation>Öffnen Sie zum Anmelden %1 und geben Sie den Code %2 ein.</translation>
    </message>
    <message>
        <source>The sign-in code expired before it was used; start the sign-in again.</source>
        <translation>Der Anmeldecode ist abgelaufen, bevor er verwendet wurde. Starten Sie die Anmeldung erneut.</translation>
    </message>
</context>
<context>
    <name>ExplainDock</name>
    <message>
        <source>Explain</source>
        <translation>Erklärung</translation>
    </message>
    <message>
        <source>&amp;Explain This Window</source>
        <translation>Dieses Zeitfenster &amp;erklären</translation>
    </message>
    <message>
        <source>What is different in the visible range of the lane under the mouse, against the time before it</source>
        <translation>Was im sichtbaren Bereich der Spur unter dem Mauszeiger anders ist als in der Zeit davor</translation>
    </message>
    <message>
        <source>Explain: Baseline</source>
        <translation>Erklärung: Basislinie</translation>
    </message>
    <message>
        <source>Explain finished in %1 s</source>
        <translation>Erklärung fertig in %1 s</translation>
    </message>
    <message>
        <source>Canceled: the answer below (if any) is from the run before.</source>
        <translation>Abgebrochen: Die Antwort unten (falls vorhanden) stammt aus dem vorherigen Durchlauf.</translation>
    </message>
    <message>
        <source>There is no lane to explain: open a dashboard first.</source>
        <translation>Es gibt keine Spur zum Erklären: Öffnen Sie zuerst ein Dashboard.</translation>
    </message>
    <message>
        <source>Pick the baseline&apos;s range first.</source>
        <translation>Wählen Sie zuerst den Bereich der Basislinie.</translation>
    </message>
    <message>
        <source>The baseline overlaps the window: pick one that ends before the window starts.</source>
        <translation>Die Basislinie überschneidet sich mit dem Fenster: Wählen Sie eine, die endet, bevor das Fenster beginnt.</translation>
    </message>
    <message>
        <source>Alert %1 fired</source>
        <translation>Alarm %1 ausgelöst</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Notiz: %1</translation>
    </message>
    <message>
        <source>Highlighted %1=%2 in every lane</source>
        <translation>%1=%2 in allen Spuren hervorgehoben</translation>
    </message>
    <message>
        <source>%1 is shown already, in the lane &quot;%2&quot;</source>
        <translation>%1 wird bereits angezeigt, in der Spur &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1 (from Explain)</source>
        <translation>%1 (aus der Erklärung)</translation>
    </message>
    <message>
        <source>%1 at %2 (from Explain)</source>
        <translation>%1 bei %2 (aus der Erklärung)</translation>
    </message>
    <message>
        <source>Added the lane &quot;%1&quot;; remove it from its context menu</source>
        <translation>Spur &quot;%1&quot; hinzugefügt; entfernen über ihr Kontextmenü</translation>
    </message>
    <message>
        <source>The snapshot&apos;s saved Explain result cannot be read: %1</source>
        <translation>Die im Snapshot gespeicherte Erklärung kann nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>ExplainModel</name>
    <message>
        <source>Found</source>
        <translation>Gefunden</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Nachweis</translation>
    </message>
    <message>
        <source>Before | window</source>
        <translation>Vorher | Fenster</translation>
    </message>
    <message>
        <source>Where: which of the lane&apos;s series carry the change (%1)</source>
        <translation>Wo: welche Reihen der Spur die Änderung tragen (%1)</translation>
    </message>
    <message>
        <source>Where: no group of the lane&apos;s series stands out</source>
        <translation>Wo: keine Gruppe von Reihen der Spur sticht heraus</translation>
    </message>
    <message>
        <source>What else changed (%1)</source>
        <translation>Was sich sonst geändert hat (%1)</translation>
    </message>
    <message>
        <source>What else changed: nothing the sources hold changed with it</source>
        <translation>Was sich sonst geändert hat: nichts in den Quellen hat sich mit ihr geändert</translation>
    </message>
    <message>
        <source>What happened just before (%1)</source>
        <translation>Was kurz vorher geschah (%1)</translation>
    </message>
    <message>
        <source>What happened just before: no rollout, restart, scaling or health event</source>
        <translation>Was kurz vorher geschah: kein Rollout, kein Neustart, keine Skalierung, kein Zustandsereignis</translation>
    </message>
    <message>
        <source>Leaving %1=%2 out removes %3 % of the lane&apos;s change. Click to highlight it in every lane.</source>
        <translation>Ohne %1=%2 entfallen %3 % der Änderung der Spur. Klicken, um es in allen Spuren hervorzuheben.</translation>
    </message>
    <message>
        <source>%1 % of the change · score %2</source>
        <translation>%1 % der Änderung · Bewertung %2</translation>
    </message>
    <message>
        <source>%1 went %2 where %3 (score %4). Click to add it as a lane.</source>
        <translation>%1 ist %2 (%3, Bewertung %4). Klicken, um sie als Spur hinzuzufügen.</translation>
    </message>
    <message>
        <source>up</source>
        <translation>gestiegen</translation>
    </message>
    <message>
        <source>down</source>
        <translation>gesunken</translation>
    </message>
    <message>
        <source>across the fleet</source>
        <translation>in der ganzen Flotte</translation>
    </message>
    <message>
        <source>%1 %2 · score %3</source>
        <translation>%1 %2 · Bewertung %3</translation>
    </message>
    <message>
        <source>▲ up</source>
        <translation>▲ gestiegen</translation>
    </message>
    <message>
        <source>▼ down</source>
        <translation>▼ gesunken</translation>
    </message>
    <message>
        <source>fleet-wide</source>
        <translation>flottenweit</translation>
    </message>
    <message>
        <source>%1 at %2. Click to put the crosshair there.</source>
        <translation>%1 um %2. Klicken, um das Fadenkreuz dorthin zu setzen.</translation>
    </message>
</context>
<context>
    <name>ExplainPanel</name>
    <message>
        <source>Explain &amp;Again</source>
        <translation>&amp;Erneut erklären</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Select the bad minutes (Shift+drag on a lane), then press E or choose Explain This Window from a lane&apos;s context menu.</source>
        <translation>Wählen Sie die auffälligen Minuten aus (Shift+Ziehen auf einer Spur) und drücken Sie dann E oder wählen Sie „Dieses Zeitfenster erklären“ im Kontextmenü einer Spur.</translation>
    </message>
    <message>
        <source>Baseline: the 4 window-lengths before</source>
        <translation>Basislinie: die 4 Fensterlängen davor</translation>
    </message>
    <message>
        <source>Baseline: same time yesterday</source>
        <translation>Basislinie: gleiche Zeit gestern</translation>
    </message>
    <message>
        <source>Baseline: same time last week</source>
        <translation>Basislinie: gleiche Zeit letzte Woche</translation>
    </message>
    <message>
        <source>Baseline: a range of my choice…</source>
        <translation>Basislinie: ein selbst gewählter Bereich…</translation>
    </message>
    <message>
        <source>What the window is compared with</source>
        <translation>Womit das Fenster verglichen wird</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 – %3, against %4 – %5</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2 – %3, gegenüber %4 – %5</translation>
    </message>
    <message>
        <source>Asking the source…</source>
        <translation>Quelle wird abgefragt…</translation>
    </message>
    <message>
        <source>%1 of %2 queries</source>
        <translation>%1 von %2 Abfragen</translation>
    </message>
    <message numerus="yes">
        <source>From the snapshot: %n lane(s) compared</source>
        <translation>
            <numerusform>Aus dem Snapshot: %n Spur verglichen</numerusform>
            <numerusform>Aus dem Snapshot: %n Spuren verglichen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n metrics compared</source>
        <translation>
            <numerusform>%n Metrik verglichen</numerusform>
            <numerusform>%n Metriken verglichen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>the query budget ended the comparison before every metric was asked</source>
        <translation>das Abfragebudget hat den Vergleich beendet, bevor jede Metrik abgefragt war</translation>
    </message>
    <message numerus="yes">
        <source>%n metric(s) could not be read</source>
        <translation>
            <numerusform>%n Metrik konnte nicht gelesen werden</numerusform>
            <numerusform>%n Metriken konnten nicht gelesen werden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of a budget of %n queries</source>
        <translation>
            <numerusform>%1 von höchstens %n Abfrage</numerusform>
            <numerusform>%1 von höchstens %n Abfragen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FleetAggregateJob</name>
    <message>
        <source>The data source was removed.</source>
        <translation>Die Datenquelle wurde entfernt.</translation>
    </message>
    <message>
        <source>The top %1 series could not be fetched: %2</source>
        <translation>Die obersten %1 Reihen konnten nicht geholt werden: %2</translation>
    </message>
    <message>
        <source>Canceled.</source>
        <translation>Abgebrochen.</translation>
    </message>
</context>
<context>
    <name>GrafanaImportDialog</name>
    <message>
        <source>Import Grafana Dashboard</source>
        <translation>Grafana-Dashboard importieren</translation>
    </message>
    <message>
        <source>Run the queries on:</source>
        <translation>Abfragen ausführen auf:</translation>
    </message>
    <message>
        <source>No Prometheus source is configured yet: the queries name &quot;%1&quot;. Add a source of that name under File &gt; Data Sources.</source>
        <translation>Noch ist keine Prometheus-Quelle konfiguriert: Die Abfragen nennen &quot;%1&quot;. Fügen Sie unter Datei &gt; Datenquellen eine Quelle dieses Namens hinzu.</translation>
    </message>
    <message>
        <source>Save and Open…</source>
        <translation>Speichern und öffnen…</translation>
    </message>
    <message numerus="yes">
        <source>&quot;%1&quot; from %2: %n lane(s)</source>
        <translation>
            <numerusform>&quot;%1&quot; aus %2: %n Spur</numerusform>
            <numerusform>&quot;%1&quot; aus %2: %n Spuren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n variable(s).</source>
        <translation>
            <numerusform>, %n Variable.</numerusform>
            <numerusform>, %n Variablen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Left out: nothing.</source>
        <translation>Ausgelassen: nichts.</translation>
    </message>
    <message>
        <source>Left out (%1): not in the FleetScope dashboard.</source>
        <translation>Ausgelassen (%1): nicht im FleetScope-Dashboard.</translation>
    </message>
    <message>
        <source>Converted with a change: nothing.</source>
        <translation>Mit Änderung konvertiert: nichts.</translation>
    </message>
    <message>
        <source>Converted with a change (%1):</source>
        <translation>Mit Änderung konvertiert (%1):</translation>
    </message>
    <message>
        <source>✖ %1</source>
        <translation>✖ %1</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>Cannot Save Dashboard</source>
        <translation>Dashboard kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>That is the Grafana file itself; choose another name.</source>
        <translation>Das ist die Grafana-Datei selbst; wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Save FleetScope Dashboard</source>
        <translation>FleetScope-Dashboard speichern</translation>
    </message>
    <message>
        <source>FleetScope dashboards (*.json);;All files (*)</source>
        <translation>FleetScope-Dashboards (*.json);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>LaneChartPainter</name>
    <message>
        <source>snapshot rules</source>
        <translation>Snapshot-Regeln</translation>
    </message>
    <message>
        <source>▲ P1</source>
        <translation>▲ P1</translation>
    </message>
    <message>
        <source>● P2</source>
        <translation>● P2</translation>
    </message>
    <message>
        <source>○ P3</source>
        <translation>○ P3</translation>
    </message>
    <message>
        <source>– none</source>
        <translation>– keine</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>No data in this range</source>
        <translation>Keine Daten in diesem Bereich</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>black line: %1 of %n series · band: min–max · labelled: top %2</source>
        <translation>
            <numerusform>schwarze Linie: %1 von %n Reihe · Band: Min–Max · beschriftet: Top %2</numerusform>
            <numerusform>schwarze Linie: %1 von %n Reihen · Band: Min–Max · beschriftet: Top %2</numerusform>
        </translation>
    </message>
    <message>
        <source>UTC</source>
        <translation>UTC</translation>
    </message>
    <message numerus="yes">
        <source>stacked: %n parts · black line: their total</source>
        <translation>
            <numerusform>gestapelt: %n Teil · schwarze Linie: ihre Summe</numerusform>
            <numerusform>gestapelt: %n Teile · schwarze Linie: ihre Summe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>stacked: %n parts · thick line: their total</source>
        <translation>
            <numerusform>gestapelt: %n Teil · dicke Linie: ihre Summe</numerusform>
            <numerusform>gestapelt: %n Teile · dicke Linie: ihre Summe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>thick line: %1 of %n series · band: min–max · labelled: top %2</source>
        <translation>
            <numerusform>dicke Linie: %1 von %n Reihe · Band: Min–Max · beschriftet: oberste %2</numerusform>
            <numerusform>dicke Linie: %1 von %n Reihen · Band: Min–Max · beschriftet: oberste %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>server-side: thick line: %1 of %n series · band: min–max · labelled: top %2</source>
        <translation>
            <numerusform>serverseitig: dicke Linie: %1 von %n Reihe · Band: Min–Max · beschriftet: oberste %2</numerusform>
            <numerusform>serverseitig: dicke Linie: %1 von %n Reihen · Band: Min–Max · beschriftet: oberste %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>server-side: black line: %1 of %n series · band: min–max · labelled: top %2</source>
        <translation>
            <numerusform>serverseitig: schwarze Linie: %1 von %n Reihe · Band: Min–Max · beschriftet: Top %2</numerusform>
            <numerusform>serverseitig: schwarze Linie: %1 von %n Reihen · Band: Min–Max · beschriftet: Top %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · dashed grey: normally (%2)</source>
        <translation>%1 · grau gestrichelt: normalerweise (%2)</translation>
    </message>
</context>
<context>
    <name>LaneStack</name>
    <message>
        <source>GPU health: %1 on %2 GPU %3</source>
        <translation>GPU-Zustand: %1 auf %2 GPU %3</translation>
    </message>
    <message>
        <source>GPU health: %1 (%2)</source>
        <translation>GPU-Zustand: %1 (%2)</translation>
    </message>
    <message>
        <source>&amp;Explain This Window</source>
        <translation>Dieses Zeitfenster &amp;erklären</translation>
    </message>
    <message>
        <source>What is different in the visible range, against the time before it</source>
        <translation>Was im sichtbaren Bereich anders ist als in der Zeit davor</translation>
    </message>
    <message>
        <source>&amp;Remove This Lane</source>
        <translation>Diese Spur ent&amp;fernen</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>LaneView</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 — retrying automatically</source>
        <translation>%1 — automatischer neuer Versuch</translation>
    </message>
    <message>
        <source>%1 — showing data from %2</source>
        <translation>%1 — Daten von %2 werden angezeigt</translation>
    </message>
    <message>
        <source>⚠ Error:</source>
        <translation>⚠ Fehler:</translation>
    </message>
    <message>
        <source>⚠ Warning:</source>
        <translation>⚠ Warnung:</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Wird geladen…</translation>
    </message>
    <message>
        <source>No data</source>
        <translation>Keine Daten</translation>
    </message>
    <message>
        <source>No data in this range</source>
        <translation>Keine Daten in diesem Bereich</translation>
    </message>
    <message>
        <source>HTTP status %1</source>
        <translation>HTTP-Status %1</translation>
    </message>
    <message>
        <source>Next automatic retry at %1 (F5 retries now).</source>
        <translation>Nächster automatischer Versuch um %1 (F5 versucht es sofort erneut).</translation>
    </message>
    <message>
        <source>Backend warning: %1</source>
        <translation>Backend-Warnung: %1</translation>
    </message>
    <message>
        <source>Fix: use %1</source>
        <translation>Korrektur: %1 verwenden</translation>
    </message>
    <message>
        <source>Rewrites this lane&apos;s query for this session to what the source exports; the dashboard file is not changed.</source>
        <translation>Schreibt die Abfrage dieser Spur für diese Sitzung auf das um, was die Quelle exportiert; die Dashboard-Datei wird nicht geändert.</translation>
    </message>
    <message>
        <source>coarse preview · loading full detail…</source>
        <translation>grobe Vorschau · volle Auflösung wird geladen…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>FleetScope</source>
        <translation>FleetScope</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>%1 — Replay — FleetScope</source>
        <translation>%1 — Wiedergabe — FleetScope</translation>
    </message>
    <message>
        <source>Selected: %1 (click again or press C to clear)</source>
        <translation>Ausgewählt: %1 (zum Aufheben erneut klicken oder C drücken)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open &amp;Dashboard…</source>
        <translation>&amp;Dashboard öffnen…</translation>
    </message>
    <message>
        <source>Open Dashboard</source>
        <translation>Dashboard öffnen</translation>
    </message>
    <message>
        <source>Dashboards (*.json);;All files (*)</source>
        <translation>Dashboards (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open &amp;Sources…</source>
        <translation>&amp;Quellen öffnen…</translation>
    </message>
    <message>
        <source>Open Data Sources</source>
        <translation>Datenquellen öffnen</translation>
    </message>
    <message>
        <source>Data sources (*.json);;All files (*)</source>
        <translation>Datenquellen (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Data Sources…</source>
        <translation>Datenquellen…</translation>
    </message>
    <message>
        <source>Built-in Dashboards</source>
        <translation>Integrierte Dashboards</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About FleetScope</source>
        <translation>&amp;Über FleetScope</translation>
    </message>
    <message>
        <source>About FleetScope</source>
        <translation>Über FleetScope</translation>
    </message>
    <message>
        <source>&lt;b&gt;FleetScope %1&lt;/b&gt;&lt;p&gt;Correlated GPU fleet observability: live lanes, alerts, snapshots and cost review.&lt;/p&gt;</source>
        <translation>&lt;b&gt;FleetScope %1&lt;/b&gt;&lt;p&gt;Korrelierte Observability für GPU-Flotten: Live-Spuren, Alarme, Snapshots und Kostenübersicht.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Cannot Open Sources</source>
        <translation>Quellen können nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cannot Open Dashboard</source>
        <translation>Dashboard kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>%1 — FleetScope</source>
        <translation>%1 — FleetScope</translation>
    </message>
    <message>
        <source>Sign in to %1</source>
        <translation>Bei %1 anmelden</translation>
    </message>
    <message>
        <source>Waiting for sign-in to %1</source>
        <translation>Warten auf Anmeldung bei %1</translation>
    </message>
    <message>
        <source>No data sources: open a sources file (File &gt; Open Sources…).</source>
        <translation>Keine Datenquellen: Öffnen Sie eine Quellendatei (Datei &gt; Quellen öffnen…).</translation>
    </message>
    <message>
        <source>No dashboard open.</source>
        <translation>Kein Dashboard geöffnet.</translation>
    </message>
    <message numerus="yes">
        <source>%n lane(s)</source>
        <translation>
            <numerusform>%n Spur</numerusform>
            <numerusform>%n Spuren</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 samples</source>
        <translation>%1 Messwerte</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>last refresh %1</source>
        <translation>letzte Aktualisierung %1</translation>
    </message>
    <message numerus="yes">
        <source>%n lane(s) failing</source>
        <translation>
            <numerusform>%n Spur fehlerhaft</numerusform>
            <numerusform>%n Spuren fehlerhaft</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <source>replay, offline</source>
        <translation>Wiedergabe, offline</translation>
    </message>
    <message>
        <source>no sources file</source>
        <translation>keine Quellendatei</translation>
    </message>
    <message>
        <source>Lanes</source>
        <translation>Spuren</translation>
    </message>
    <message>
        <source>The correlated time lanes, live or replayed (%1)</source>
        <translation>Die korrelierten Zeitspuren, live oder wiedergegeben (%1)</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Cost review: GPU-hours, idle spend and savings levers (%1)</source>
        <translation>Kostenübersicht: GPU-Stunden, Leerlaufkosten und Einsparhebel (%1)</translation>
    </message>
    <message>
        <source>Unsaved Annotations</source>
        <translation>Nicht gespeicherte Anmerkungen</translation>
    </message>
    <message>
        <source>Save the annotations and notes you added into the snapshot before quitting?</source>
        <translation>Die hinzugefügten Anmerkungen und Notizen vor dem Beenden im Snapshot speichern?</translation>
    </message>
    <message>
        <source>Cannot Save Annotations</source>
        <translation>Anmerkungen können nicht gespeichert werden</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>The new language is used from the next start of FleetScope.</source>
        <translation>Die neue Sprache wird ab dem nächsten Start von FleetScope verwendet.</translation>
    </message>
    <message>
        <source>Window layout reset.</source>
        <translation>Fensterlayout zurückgesetzt.</translation>
    </message>
    <message>
        <source>Variables</source>
        <translation>Variablen</translation>
    </message>
    <message>
        <source>Cannot Import Dashboard</source>
        <translation>Dashboard kann nicht importiert werden</translation>
    </message>
    <message>
        <source>&amp;Import Grafana Dashboard…</source>
        <translation>Grafana-Dashboard &amp;importieren…</translation>
    </message>
    <message>
        <source>Import Grafana Dashboard</source>
        <translation>Grafana-Dashboard importieren</translation>
    </message>
    <message>
        <source>Grafana dashboards (*.json);;All files (*)</source>
        <translation>Grafana-Dashboards (*.json);;Alle Dateien (*)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n more change queries failed)</source>
        <translation>
            <numerusform>%1 (und %n weitere fehlgeschlagene Änderungsabfrage)</numerusform>
            <numerusform>%1 (und %n weitere fehlgeschlagene Änderungsabfragen)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PriceTableDialog</name>
    <message>
        <source>Prices</source>
        <translation>Preise</translation>
    </message>
    <message>
        <source>GPU-hours are priced by the VM size (SKU) of their node: the node&apos;s override below, else the instance type kube-state-metrics reports, else the SKU mapped to the GPU&apos;s model name.</source>
        <translation>GPU-Stunden werden nach der VM-Größe (SKU) ihres Knotens berechnet: der unten festgelegten Überschreibung für den Knoten, sonst dem von kube-state-metrics gemeldeten Instanztyp, sonst der SKU, die dem Modellnamen der GPU zugeordnet ist.</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>&amp;Currency:</source>
        <translation>&amp;Währung:</translation>
    </message>
    <message>
        <source>(ISO 4217 code; all prices are in it)</source>
        <translation>(ISO-4217-Code; alle Preise sind in dieser Währung)</translation>
    </message>
    <message>
        <source>SKUs</source>
        <translation>SKUs</translation>
    </message>
    <message>
        <source>SKU prices</source>
        <translation>SKU-Preise</translation>
    </message>
    <message>
        <source>Node Overrides</source>
        <translation>Knoten-Überschreibungen</translation>
    </message>
    <message>
        <source>Node to SKU overrides</source>
        <translation>Überschreibungen Knoten zu SKU</translation>
    </message>
    <message>
        <source>GPU Models</source>
        <translation>GPU-Modelle</translation>
    </message>
    <message>
        <source>GPU model to SKU mapping</source>
        <translation>Zuordnung GPU-Modell zu SKU</translation>
    </message>
    <message>
        <source>&amp;Add Row</source>
        <translation>Zeile &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Add row</source>
        <translation>Zeile hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove Row</source>
        <translation>Zeile &amp;entfernen</translation>
    </message>
    <message>
        <source>Remove selected rows</source>
        <translation>Ausgewählte Zeilen entfernen</translation>
    </message>
    <message>
        <source>&amp;Load from File…</source>
        <translation>Aus Datei &amp;laden…</translation>
    </message>
    <message>
        <source>Load prices from a file</source>
        <translation>Preise aus einer Datei laden</translation>
    </message>
    <message>
        <source>Sa&amp;ve to File…</source>
        <translation>In Datei &amp;speichern…</translation>
    </message>
    <message>
        <source>Save prices to a file</source>
        <translation>Preise in einer Datei speichern</translation>
    </message>
    <message>
        <source>Reset to &amp;Defaults</source>
        <translation>&amp;Standardwerte wiederherstellen</translation>
    </message>
    <message>
        <source>Reset to the built-in prices</source>
        <translation>Auf die integrierten Preise zurücksetzen</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>File status</source>
        <translation>Dateistatus</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Load Prices</source>
        <translation>Preise laden</translation>
    </message>
    <message>
        <source>Price files (*.json);;All files (*)</source>
        <translation>Preisdateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save Prices</source>
        <translation>Preise speichern</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Nothing was loaded, the file has a problem: %1</source>
        <translation>Nichts wurde geladen, die Datei hat ein Problem: %1</translation>
    </message>
    <message>
        <source>Loaded %1.</source>
        <translation>%1 geladen.</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>The built-in prices are back; OK keeps them.</source>
        <translation>Die integrierten Preise sind wiederhergestellt; OK übernimmt sie.</translation>
    </message>
    <message>
        <source>the currency must be a three-letter ISO 4217 code such as USD or EUR</source>
        <translation>die Währung muss ein dreistelliger ISO-4217-Code wie USD oder EUR sein</translation>
    </message>
    <message>
        <source>%1 is not an ISO 4217 currency code</source>
        <translation>%1 ist kein ISO-4217-Währungscode</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n more problem(s))</source>
        <translation>
            <numerusform>%1 (und %n weiteres Problem)</numerusform>
            <numerusform>%1 (und %n weitere Probleme)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PriceTableModel</name>
    <message>
        <source>must be a number</source>
        <translation>muss eine Zahl sein</translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation>darf nicht negativ sein</translation>
    </message>
    <message>
        <source>an SKU needs a name</source>
        <translation>eine SKU braucht einen Namen</translation>
    </message>
    <message>
        <source>%1 is listed more than once</source>
        <translation>%1 ist mehrfach aufgeführt</translation>
    </message>
    <message>
        <source>must be a number or a fraction such as 1/6</source>
        <translation>muss eine Zahl oder ein Bruch wie 1/6 sein</translation>
    </message>
    <message>
        <source>must be more than zero</source>
        <translation>muss größer als null sein</translation>
    </message>
    <message>
        <source>a node needs a name</source>
        <translation>ein Knoten braucht einen Namen</translation>
    </message>
    <message>
        <source>a GPU model needs a name</source>
        <translation>ein GPU-Modell braucht einen Namen</translation>
    </message>
    <message>
        <source>name an SKU from the SKUs tab</source>
        <translation>eine SKU aus dem Reiter „SKUs“ angeben</translation>
    </message>
    <message>
        <source>SKU %1 is not in the SKUs tab</source>
        <translation>SKU %1 ist nicht im Reiter „SKUs“ enthalten</translation>
    </message>
    <message>
        <source>Row %1, %2: %3</source>
        <translation>Zeile %1, %2: %3</translation>
    </message>
    <message>
        <source>Price per VM hour ÷ GPUs per VM</source>
        <translation>Preis pro VM-Stunde ÷ GPUs pro VM</translation>
    </message>
    <message>
        <source>GPUs in one VM; a fraction such as 1/6 for a partitioned GPU</source>
        <translation>GPUs in einer VM; ein Bruch wie 1/6 für eine partitionierte GPU</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>GPU model name</source>
        <translation>GPU-Modellname</translation>
    </message>
    <message>
        <source>SKU</source>
        <translation>SKU</translation>
    </message>
    <message>
        <source>GPUs per VM</source>
        <translation>GPUs pro VM</translation>
    </message>
    <message>
        <source>Price per VM hour</source>
        <translation>Preis pro VM-Stunde</translation>
    </message>
    <message>
        <source>Price per VM hour (%1)</source>
        <translation>Preis pro VM-Stunde (%1)</translation>
    </message>
    <message>
        <source>Price per GPU-hour</source>
        <translation>Preis pro GPU-Stunde</translation>
    </message>
    <message>
        <source>Price per GPU-hour (%1)</source>
        <translation>Preis pro GPU-Stunde (%1)</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU-Modell</translation>
    </message>
    <message>
        <source>GPU memory (GiB)</source>
        <translation>GPU-Speicher (GiB)</translation>
    </message>
</context>
<context>
    <name>PrometheusClient</name>
    <message>
        <source>No network access.</source>
        <translation>Kein Netzwerkzugriff.</translation>
    </message>
</context>
<context>
    <name>PrometheusDiscovery</name>
    <message>
        <source>The source is not a Prometheus-compatible one.</source>
        <translation>Die Quelle ist nicht Prometheus-kompatibel.</translation>
    </message>
</context>
<context>
    <name>PrometheusFetch</name>
    <message>
        <source>The answer from %1 is larger than the %2 MiB limit; narrow the query or raise maxBodyMiB for this source.</source>
        <translation>Die Antwort von %1 überschreitet das Limit von %2 MiB; grenzen Sie die Abfrage ein oder erhöhen Sie maxBodyMiB für diese Quelle.</translation>
    </message>
    <message>
        <source>The data source was removed.</source>
        <translation>Die Datenquelle wurde entfernt.</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s.</source>
        <translation>%1 hat nicht innerhalb von %2 s geantwortet.</translation>
    </message>
    <message>
        <source>The answer from %1 could not be decompressed.</source>
        <translation>Die Antwort von %1 konnte nicht dekomprimiert werden.</translation>
    </message>
</context>
<context>
    <name>PrometheusRangeJob</name>
    <message>
        <source>Canceled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>The data source was removed.</source>
        <translation>Die Datenquelle wurde entfernt.</translation>
    </message>
    <message>
        <source>%1 to %2 (%3)</source>
        <translation>%1 bis %2 (%3)</translation>
    </message>
    <message>
        <source>Part of the range could not be fetched; it shows the coarse answer there: %1. Zoom or pan to try again.</source>
        <translation>Ein Teil des Zeitraums konnte nicht geladen werden; dort steht die grobe Antwort: %1. Zoomen oder verschieben Sie, um es erneut zu versuchen.</translation>
    </message>
    <message>
        <source>Part of the range could not be fetched and is missing: %1. Zoom or pan to try again.</source>
        <translation>Ein Teil des Zeitraums konnte nicht geladen werden und fehlt: %1. Zoomen oder verschieben Sie, um es erneut zu versuchen.</translation>
    </message>
</context>
<context>
    <name>QueryPlanner</name>
    <message>
        <source>This source answers at most %1 per query; choose a shorter range.</source>
        <translation>Diese Quelle liefert höchstens %1 pro Abfrage; wählen Sie einen kürzeren Bereich.</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Show all</source>
        <translation>Alle anzeigen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Replay&lt;/b&gt;</source>
        <translation>&lt;b&gt;Wiedergabe&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Start of the incident</source>
        <translation>Beginn des Vorfalls</translation>
    </message>
    <message>
        <source>Previous alert change or annotation</source>
        <translation>Vorherige Alarmänderung oder Anmerkung</translation>
    </message>
    <message>
        <source>◀</source>
        <translation>◀</translation>
    </message>
    <message>
        <source>One sample back</source>
        <translation>Einen Messwert zurück</translation>
    </message>
    <message>
        <source>▶</source>
        <translation>▶</translation>
    </message>
    <message>
        <source>One sample forward</source>
        <translation>Einen Messwert vor</translation>
    </message>
    <message>
        <source>Next alert change or annotation</source>
        <translation>Nächste Alarmänderung oder Anmerkung</translation>
    </message>
    <message>
        <source>End of the incident</source>
        <translation>Ende des Vorfalls</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>Play at %1 times real time</source>
        <translation>Mit %1-facher Echtzeit abspielen</translation>
    </message>
    <message>
        <source>Unticked, the lanes show only the data known at the cursor, as it was then</source>
        <translation>Wenn deaktiviert, zeigen die Spuren nur die am Cursor bekannten Daten, wie sie damals waren</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>Abspielen oder pausieren</translation>
    </message>
    <message>
        <source>Pause (%1)</source>
        <translation>Pause (%1)</translation>
    </message>
    <message>
        <source>Play (%1)</source>
        <translation>Abspielen (%1)</translation>
    </message>
</context>
<context>
    <name>ReplayController</name>
    <message>
        <source>Replay</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Wiedergabe</translation>
    </message>
    <message>
        <source>&amp;Play / Pause</source>
        <translation>&amp;Abspielen / Pause</translation>
    </message>
    <message>
        <source>&amp;Next Alert Change or Annotation</source>
        <translation>&amp;Nächste Alarmänderung oder Anmerkung</translation>
    </message>
    <message>
        <source>P&amp;revious Alert Change or Annotation</source>
        <translation>&amp;Vorherige Alarmänderung oder Anmerkung</translation>
    </message>
    <message>
        <source>Add &amp;Annotation…</source>
        <translation>&amp;Anmerkung hinzufügen…</translation>
    </message>
    <message>
        <source>Add Postmortem &amp;Note…</source>
        <translation>Postmortem-&amp;Notiz hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Save Annotations to the Snapshot</source>
        <translation>Anmerkungen im Snapshot &amp;speichern</translation>
    </message>
    <message>
        <source>Cannot Save Annotations</source>
        <translation>Anmerkungen können nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Cannot Open Snapshot</source>
        <translation>Snapshot kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Unsaved Annotations</source>
        <translation>Nicht gespeicherte Anmerkungen</translation>
    </message>
    <message>
        <source>The annotations added to %1 are not saved. Open the other snapshot anyway and lose them?</source>
        <translation>Die zu %1 hinzugefügten Anmerkungen sind nicht gespeichert. Den anderen Snapshot trotzdem öffnen und sie verwerfen?</translation>
    </message>
    <message>
        <source>%1 %2 %3</source>
        <translation>%1 %2 %3</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>ausstehend</translation>
    </message>
    <message>
        <source>firing</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <source>resolved</source>
        <translation>behoben</translation>
    </message>
    <message numerus="yes">
        <source>Replaying %1: %2 samples, %n alert(s)</source>
        <translation>
            <numerusform>Wiedergabe von %1: %2 Messwerte, %n Alarm</numerusform>
            <numerusform>Wiedergabe von %1: %2 Messwerte, %n Alarme</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>%1–%2 %3 (%4)</source>
        <translation>%1–%2 %3 (%4)</translation>
    </message>
    <message>
        <source>%1 by %2: %3 %4</source>
        <translation>%1 von %2: %3 %4</translation>
    </message>
    <message>
        <source>Annotation added; save it into the snapshot with Ctrl+Shift+S.</source>
        <translation>Anmerkung hinzugefügt; mit Ctrl+Shift+S im Snapshot speichern.</translation>
    </message>
    <message>
        <source>No snapshot is open.</source>
        <translation>Kein Snapshot geöffnet.</translation>
    </message>
    <message>
        <source>Annotations saved into %1</source>
        <translation>Anmerkungen in %1 gespeichert</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>Postmortem Note</source>
        <translation>Postmortem-Notiz</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Notiz:</translation>
    </message>
    <message>
        <source>Notes so far:
%1

New note:</source>
        <translation>Bisherige Notizen:
%1

Neue Notiz:</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>ReportPageFlow</name>
    <message>
        <source>page %1</source>
        <translation>Seite %1</translation>
    </message>
    <message>
        <source>FleetScope</source>
        <translation>FleetScope</translation>
    </message>
    <message>
        <source>drawing a report needs a QGuiApplication (the offscreen platform will do)</source>
        <translation>zum Zeichnen eines Berichts wird eine QGuiApplication benötigt (die Plattform „offscreen“ genügt)</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>ReportWriter</name>
    <message>
        <source>the snapshot has no lanes to draw</source>
        <translation>der Snapshot enthält keine Spuren zum Zeichnen</translation>
    </message>
    <message>
        <source>the snapshot&apos;s time range is empty</source>
        <translation>der Zeitraum des Snapshots ist leer</translation>
    </message>
    <message>
        <source>the snapshot holds no samples</source>
        <translation>der Snapshot enthält keine Messwerte</translation>
    </message>
    <message>
        <source>the PDF could not be started</source>
        <translation>die PDF-Erstellung konnte nicht gestartet werden</translation>
    </message>
    <message>
        <source>FleetScope incident report · %1</source>
        <translation>FleetScope-Vorfallbericht · %1</translation>
    </message>
    <message>
        <source>the PDF could not be finished</source>
        <translation>die PDF-Erstellung konnte nicht abgeschlossen werden</translation>
    </message>
    <message>
        <source>an image of %1×%2 pixels cannot hold the lanes (200×100 to 20000×20000)</source>
        <translation>ein Bild mit %1×%2 Pixeln kann die Spuren nicht aufnehmen (200×100 bis 20000×20000)</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>the PNG could not be encoded</source>
        <translation>das PNG konnte nicht kodiert werden</translation>
    </message>
</context>
<context>
    <name>RunbookLaunchDialog</name>
    <message>
        <source>Run runbook: %1</source>
        <translation>Runbook ausführen: %1</translation>
    </message>
    <message>
        <source>Opens a web page in your browser.</source>
        <translation>Öffnet eine Webseite in Ihrem Browser.</translation>
    </message>
    <message>
        <source>Runs a program on this computer, with exactly these arguments and no shell.</source>
        <translation>Führt ein Programm auf diesem Computer aus, mit genau diesen Argumenten und ohne Shell.</translation>
    </message>
    <message>
        <source>Starts an Azure Automation job with exactly this request.</source>
        <translation>Startet einen Azure Automation-Job mit genau dieser Anfrage.</translation>
    </message>
    <message>
        <source>⚠ Warning: this runbook comes from %1, a file you did not write (for example one inside a snapshot someone sent). Read exactly what it will do before you run it.</source>
        <translation>⚠ Warnung: Dieses Runbook stammt aus %1, einer Datei, die Sie nicht selbst geschrieben haben (zum Beispiel aus einem Snapshot, den jemand gesendet hat). Lesen Sie genau, was es tun wird, bevor Sie es ausführen.</translation>
    </message>
    <message>
        <source>Element</source>
        <translation>Element</translation>
    </message>
    <message>
        <source>Value, quoted</source>
        <translation>Wert, in Anführungszeichen</translation>
    </message>
    <message>
        <source>I have read what this runbook will do</source>
        <translation>Ich habe gelesen, was dieses Runbook tun wird</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>Dry run</source>
        <translation>Probelauf</translation>
    </message>
    <message>
        <source>Dry run: nothing was run. Run would do exactly what is shown above.</source>
        <translation>Probelauf: Es wurde nichts ausgeführt. Ausführen würde genau das oben Gezeigte tun.</translation>
    </message>
    <message>
        <source>What the runbook will do</source>
        <translation>Was das Runbook tun wird</translation>
    </message>
    <message>
        <source>Sends exactly this HTTP request to a service outside FleetScope.</source>
        <translation>Sendet genau diese HTTP-Anfrage an einen Dienst außerhalb von FleetScope.</translation>
    </message>
    <message>
        <source>the webhook&apos;s address</source>
        <translation>die Adresse des Webhooks</translation>
    </message>
    <message>
        <source>the secret</source>
        <translation>das Geheimnis</translation>
    </message>
    <message>
        <source>To store or replace %1 (kept in the OS keychain as &quot;%2&quot;), type it here; leave it empty to use the one stored.</source>
        <translation>Um %1 zu speichern oder zu ersetzen (im Schlüsselbund des Betriebssystems als &quot;%2&quot; abgelegt), geben Sie den Wert hier ein; lassen Sie das Feld leer, um den gespeicherten Wert zu verwenden.</translation>
    </message>
    <message>
        <source>To store or replace %1 (kept in the OS keychain as &quot;%2&quot;), type it here; leave it empty to use the one stored or the environment variable %3.</source>
        <translation>Um %1 zu speichern oder zu ersetzen (im Schlüsselbund des Betriebssystems als &quot;%2&quot; abgelegt), geben Sie den Wert hier ein; lassen Sie das Feld leer, um den gespeicherten Wert oder die Umgebungsvariable %3 zu verwenden.</translation>
    </message>
    <message>
        <source>Secret for %1</source>
        <translation>Geheimnis für %1</translation>
    </message>
    <message>
        <source>(stored secret)</source>
        <translation>(gespeichertes Geheimnis)</translation>
    </message>
</context>
<context>
    <name>RunbookLauncher</name>
    <message>
        <source>Runbook registry not changed: %1</source>
        <translation>Runbook-Verzeichnis nicht geändert: %1</translation>
    </message>
    <message>
        <source>%1 holds no runbook</source>
        <translation>%1 enthält kein Runbook</translation>
    </message>
    <message>
        <source>Runbook registry: %1</source>
        <translation>Runbook-Verzeichnis: %1</translation>
    </message>
    <message>
        <source>No runbook matches %1.</source>
        <translation>Kein Runbook passt zu %1.</translation>
    </message>
    <message>
        <source>Runbook</source>
        <translation>Runbook</translation>
    </message>
    <message>
        <source>Runbooks for %1:</source>
        <translation>Runbooks für %1:</translation>
    </message>
    <message>
        <source>Cannot Launch Runbook</source>
        <translation>Runbook kann nicht gestartet werden</translation>
    </message>
    <message>
        <source>No browser opened %1</source>
        <translation>Kein Browser hat %1 geöffnet</translation>
    </message>
    <message>
        <source>exit %1</source>
        <translation>Exit-Code %1</translation>
    </message>
    <message>
        <source>%1 (%2, %3 s): %4</source>
        <translation>%1 (%2, %3 s): %4</translation>
    </message>
    <message>
        <source>succeeded</source>
        <translation>erfolgreich</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>Runbook %1: %2</source>
        <translation>Runbook %1: %2</translation>
    </message>
    <message>
        <source>The runbook &quot;%1&quot; is not a webhook.</source>
        <translation>Das Runbook &quot;%1&quot; ist kein Webhook.</translation>
    </message>
    <message>
        <source>The webhook &quot;%1&quot; has no action &quot;%2&quot;.</source>
        <translation>Der Webhook &quot;%1&quot; hat keine Aktion &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>The webhook &quot;%1&quot; needs one of its actions: %2.</source>
        <translation>Der Webhook &quot;%1&quot; benötigt eine seiner Aktionen: %2.</translation>
    </message>
    <message>
        <source>Cannot Escalate</source>
        <translation>Eskalation nicht möglich</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Nothing was sent: %1</source>
        <translation>Es wurde nichts gesendet: %1</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>not sent</source>
        <translation>nicht gesendet</translation>
    </message>
    <message>
        <source>The runbook registry has no entry &quot;%1&quot;; add a webhook runbook with that id (see docs/alerts.md, Escalation).</source>
        <translation>Das Runbook-Verzeichnis hat keinen Eintrag &quot;%1&quot;; fügen Sie ein Webhook-Runbook mit dieser ID hinzu (siehe docs/alerts.md, Escalation).</translation>
    </message>
</context>
<context>
    <name>RunbookPane</name>
    <message>
        <source>⏱ timed out</source>
        <translation>⏱ Zeitlimit überschritten</translation>
    </message>
    <message>
        <source>■ stopped</source>
        <translation>■ gestoppt</translation>
    </message>
    <message>
        <source>%1 exit %2</source>
        <translation>%1 Exit-Code %2</translation>
    </message>
    <message>
        <source>%1 failed</source>
        <translation>%1 fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 opened</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>open %1</source>
        <translation>%1 öffnen</translation>
    </message>
    <message>
        <source>Runbook</source>
        <translation>Runbook</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>No runbook has run yet. Launch one from an alert.</source>
        <translation>Es wurde noch kein Runbook ausgeführt. Starten Sie eines über einen Alarm.</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <source>… starting</source>
        <translation>… wird gestartet</translation>
    </message>
    <message>
        <source>? unknown</source>
        <translation>? unbekannt</translation>
    </message>
    <message>
        <source>○ dry run</source>
        <translation>○ Probelauf</translation>
    </message>
    <message>
        <source>Dry run: nothing was run.</source>
        <translation>Probelauf: Es wurde nichts ausgeführt.</translation>
    </message>
    <message>
        <source>[earlier output dropped]</source>
        <translation>[frühere Ausgabe verworfen]</translation>
    </message>
    <message>
        <source>Runbook launches</source>
        <translation>Runbook-Starts</translation>
    </message>
    <message>
        <source>Runbook output</source>
        <translation>Runbook-Ausgabe</translation>
    </message>
    <message>
        <source>%1 HTTP %2</source>
        <translation>%1 HTTP %2</translation>
    </message>
    <message>
        <source>%1 not sent</source>
        <translation>%1 nicht gesendet</translation>
    </message>
</context>
<context>
    <name>RunbookRunner</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>No end after %1: stopping it.</source>
        <translation>Kein Ende nach %1: wird gestoppt.</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>Stop requested.</source>
        <translation>Stopp angefordert.</translation>
    </message>
    <message>
        <source>Stopped before it started.</source>
        <translation>Vor dem Start gestoppt.</translation>
    </message>
    <message>
        <source>%1 could not be started: %2 is not an executable file.</source>
        <translation>%1 konnte nicht gestartet werden: %2 ist keine ausführbare Datei.</translation>
    </message>
    <message>
        <source>%1 could not be started: there is no program of that name on the PATH.</source>
        <translation>%1 konnte nicht gestartet werden: Im PATH gibt es kein Programm dieses Namens.</translation>
    </message>
    <message>
        <source>%1 could not be started: the directory %2 does not exist.</source>
        <translation>%1 konnte nicht gestartet werden: Das Verzeichnis %2 existiert nicht.</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>%1 konnte nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>%1 was stopped after its %2 timeout</source>
        <translation>%1 wurde nach Ablauf des Zeitlimits von %2 gestoppt</translation>
    </message>
    <message>
        <source>%1 was stopped on request after %2</source>
        <translation>%1 wurde auf Anforderung nach %2 gestoppt</translation>
    </message>
    <message>
        <source>%1 was ended by a signal after %2</source>
        <translation>%1 wurde nach %2 durch ein Signal beendet</translation>
    </message>
    <message>
        <source>%1 exited with %2 after %3</source>
        <translation>%1 wurde nach %3 mit %2 beendet</translation>
    </message>
    <message>
        <source>Azure Automation runbook %1 did not start: &quot;%2&quot; is not a signed-in azure-monitor source of the sources file.</source>
        <translation>Azure-Automation-Runbook %1 wurde nicht gestartet: &quot;%2&quot; ist keine angemeldete azure-monitor-Quelle der Quellendatei.</translation>
    </message>
    <message>
        <source>Azure Automation runbook %1 did not start: the source &quot;%2&quot; now points elsewhere than when the runbook was shown; launch it again.</source>
        <translation>Azure-Automation-Runbook %1 wurde nicht gestartet: Die Quelle &quot;%2&quot; verweist jetzt auf ein anderes Ziel als beim Anzeigen des Runbooks; bitte erneut starten.</translation>
    </message>
    <message>
        <source>Job status: %1</source>
        <translation>Jobstatus: %1</translation>
    </message>
    <message>
        <source>%1; trying again in %2.</source>
        <translation>%1; neuer Versuch in %2.</translation>
    </message>
    <message>
        <source>Starting job %1.</source>
        <translation>Job %1 wird gestartet.</translation>
    </message>
    <message>
        <source>Azure Automation runbook %1: %2</source>
        <translation>Azure-Automation-Runbook %1: %2</translation>
    </message>
    <message>
        <source>The job&apos;s output could not be read: %1</source>
        <translation>Die Ausgabe des Jobs konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Azure Automation job %1 of %2 ended %3 after %4</source>
        <translation>Azure-Automation-Job %1 von %2 endete nach %4 mit %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Sending</source>
        <translation>Wird gesendet</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>&amp;General</source>
        <translation>&amp;Allgemein</translation>
    </message>
    <message>
        <source>&amp;Live</source>
        <translation>&amp;Live</translation>
    </message>
    <message>
        <source>&amp;Alerts</source>
        <translation>A&amp;larme</translation>
    </message>
    <message>
        <source>&amp;Cost and Sources</source>
        <translation>&amp;Kosten und Quellen</translation>
    </message>
    <message>
        <source>System (%1)</source>
        <translation>System (%1)</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>The new language is used from the next start of FleetScope.</source>
        <translation>Die neue Sprache wird ab dem nächsten Start von FleetScope verwendet.</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Design:</translation>
    </message>
    <message>
        <source>Lanes and charts follow the theme; tiers keep their shapes (▲ ● ○) and labels in every theme.</source>
        <translation>Spuren und Diagramme folgen dem Design; Stufen behalten in jedem Design ihre Formen (▲ ● ○) und Beschriftungen.</translation>
    </message>
    <message>
        <source>Local time</source>
        <translation>Ortszeit</translation>
    </message>
    <message>
        <source>UTC</source>
        <translation>UTC</translation>
    </message>
    <message>
        <source>Show &amp;times in:</source>
        <translation>&amp;Zeiten anzeigen in:</translation>
    </message>
    <message>
        <source>As the dashboard says</source>
        <translation>Wie im Dashboard festgelegt</translation>
    </message>
    <message>
        <source>Every %1</source>
        <translation>Alle %1</translation>
    </message>
    <message>
        <source>&amp;Refresh:</source>
        <translation>&amp;Aktualisierung:</translation>
    </message>
    <message>
        <source>Last %1</source>
        <translation>Letzte %1</translation>
    </message>
    <message>
        <source>&amp;Open dashboards showing:</source>
        <translation>Dashboards &amp;öffnen mit:</translation>
    </message>
    <message>
        <source>Desktop &amp;notification when a P1 alert starts</source>
        <translation>Desktop-&amp;Benachrichtigung, wenn ein P1-Alarm beginnt</translation>
    </message>
    <message>
        <source>&amp;Sound when a P1 alert starts</source>
        <translation>&amp;Ton, wenn ein P1-Alarm beginnt</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Bearbeiten…</translation>
    </message>
    <message>
        <source>Edit the severity to tier map</source>
        <translation>Zuordnung von Schweregrad zu Stufe bearbeiten</translation>
    </message>
    <message>
        <source>Severity → tier:</source>
        <translation>Schweregrad → Stufe:</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>GPU is &amp;idle below:</source>
        <translation>GPU im &amp;Leerlauf unter:</translation>
    </message>
    <message>
        <source>Edit &amp;Price Table…</source>
        <translation>&amp;Preistabelle bearbeiten…</translation>
    </message>
    <message>
        <source>Prices:</source>
        <translation>Preise:</translation>
    </message>
    <message>
        <source>Edit &amp;Data Sources…</source>
        <translation>&amp;Datenquellen bearbeiten…</translation>
    </message>
    <message>
        <source>Data sources:</source>
        <translation>Datenquellen:</translation>
    </message>
    <message>
        <source>No sources file is open.</source>
        <translation>Keine Quellendatei geöffnet.</translation>
    </message>
    <message>
        <source>In use: %1</source>
        <translation>Verwendet: %1</translation>
    </message>
    <message>
        <source>Passwords, tokens and client secrets are kept in the system keychain or read from environment variables, never in the settings or the sources file.</source>
        <translation>Passwörter, Tokens und Client-Geheimnisse werden im Schlüsselbund des Systems gespeichert oder aus Umgebungsvariablen gelesen, niemals in den Einstellungen oder der Quellendatei.</translation>
    </message>
    <message>
        <source>%1 → %2 P%3</source>
        <translation>%1 → %2 P%3</translation>
    </message>
</context>
<context>
    <name>SilenceDialog</name>
    <message>
        <source>This alert: %1</source>
        <translation>Dieser Alarm: %1</translation>
    </message>
    <message>
        <source>Every alert of the group: %1</source>
        <translation>Alle Alarme der Gruppe: %1</translation>
    </message>
    <message>
        <source>Silence</source>
        <translation>Stummschaltung</translation>
    </message>
    <message>
        <source>15 minutes</source>
        <translation>15 Minuten</translation>
    </message>
    <message>
        <source>1 hour</source>
        <translation>1 Stunde</translation>
    </message>
    <message>
        <source>2 hours</source>
        <translation>2 Stunden</translation>
    </message>
    <message>
        <source>4 hours</source>
        <translation>4 Stunden</translation>
    </message>
    <message>
        <source>8 hours</source>
        <translation>8 Stunden</translation>
    </message>
    <message>
        <source>24 hours</source>
        <translation>24 Stunden</translation>
    </message>
    <message>
        <source>Why is it safe to ignore? (required)</source>
        <translation>Warum kann dies gefahrlos ignoriert werden? (erforderlich)</translation>
    </message>
    <message>
        <source>&amp;Duration:</source>
        <translation>&amp;Dauer:</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Begründung:</translation>
    </message>
    <message>
        <source>Say why it is safe to be quiet: the next person on call reads this in Alertmanager and the audit log.</source>
        <translation>Begründen Sie, warum Ruhe unbedenklich ist: Die nächste Person in Bereitschaft liest das in Alertmanager und im Audit-Protokoll.</translation>
    </message>
</context>
<context>
    <name>SnapshotActions</name>
    <message>
        <source>Open S&amp;napshot…</source>
        <translation>S&amp;napshot öffnen…</translation>
    </message>
    <message>
        <source>&amp;Save Snapshot…</source>
        <translation>Snapshot &amp;speichern…</translation>
    </message>
    <message>
        <source>Export &amp;Report (PDF)…</source>
        <translation>&amp;Bericht exportieren (PDF)…</translation>
    </message>
    <message>
        <source>Export &amp;Lanes (PNG)…</source>
        <translation>&amp;Spuren exportieren (PNG)…</translation>
    </message>
    <message>
        <source>Open the &amp;Demo Incident</source>
        <translation>&amp;Demo-Vorfall öffnen</translation>
    </message>
    <message>
        <source>Cannot copy the demo incident to %1</source>
        <translation>Der Demo-Vorfall kann nicht nach %1 kopiert werden</translation>
    </message>
    <message>
        <source>Open Snapshot</source>
        <translation>Snapshot öffnen</translation>
    </message>
    <message>
        <source>FleetScope snapshots (*.fsnap);;All files (*)</source>
        <translation>FleetScope-Snapshots (*.fsnap);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot Save Annotations</source>
        <translation>Anmerkungen können nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Save Snapshot</source>
        <translation>Snapshot speichern</translation>
    </message>
    <message>
        <source>Open a dashboard first: a snapshot holds its lanes.</source>
        <translation>Bitte zuerst ein Dashboard öffnen: Ein Snapshot enthält dessen Spuren.</translation>
    </message>
    <message>
        <source>What is on screen (%1–%2)</source>
        <translation>Aktueller Bildschirminhalt (%1–%2)</translation>
    </message>
    <message>
        <source>On screen plus the hour before (%1–%2)</source>
        <translation>Bildschirminhalt plus die Stunde davor (%1–%2)</translation>
    </message>
    <message>
        <source>Another range…</source>
        <translation>Anderer Zeitraum…</translation>
    </message>
    <message>
        <source>Capture at full resolution:</source>
        <translation>In voller Auflösung erfassen:</translation>
    </message>
    <message>
        <source>FleetScope snapshots (*.fsnap)</source>
        <translation>FleetScope-Snapshots (*.fsnap)</translation>
    </message>
    <message>
        <source>Cannot Save Snapshot</source>
        <translation>Snapshot kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Fetching the incident at full resolution…</source>
        <translation>Vorfall wird in voller Auflösung abgerufen…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Snapshot not saved: %1</source>
        <translation>Snapshot nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>%1 samples, %2–%3</source>
        <translation>%1 Messwerte, %2–%3</translation>
    </message>
    <message>
        <source>Snapshot saved: %1 (%2 samples)</source>
        <translation>Snapshot gespeichert: %1 (%2 Messwerte)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Reports are made from a snapshot: save one (Ctrl+S) or open one first.</source>
        <translation>Berichte werden aus einem Snapshot erstellt: Speichern Sie zuerst einen (Ctrl+S) oder öffnen Sie einen.</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>Export Lanes</source>
        <translation>Spuren exportieren</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Cannot Export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <source>Report written: %1</source>
        <translation>Bericht geschrieben: %1</translation>
    </message>
    <message>
        <source>Lanes written: %1</source>
        <translation>Spuren geschrieben: %1</translation>
    </message>
    <message>
        <source>A snapshot is being saved already (%1).</source>
        <translation>Ein Snapshot wird bereits gespeichert (%1).</translation>
    </message>
    <message>
        <source>Writing the snapshot…</source>
        <translation>Snapshot wird geschrieben …</translation>
    </message>
    <message>
        <source>Snapshot not saved: canceled.</source>
        <translation>Snapshot nicht gespeichert: abgebrochen.</translation>
    </message>
    <message>
        <source>Canceled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>Export &amp;Timeline…</source>
        <translation>&amp;Zeitleiste exportieren…</translation>
    </message>
    <message>
        <source>Cop&amp;y Timeline</source>
        <translation>Zeitleiste &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy Timeline</source>
        <translation>Zeitleiste kopieren</translation>
    </message>
    <message>
        <source>Export Timeline</source>
        <translation>Zeitleiste exportieren</translation>
    </message>
    <message>
        <source>A timeline is made from a snapshot: save one (Ctrl+S) or open one first.</source>
        <translation>Eine Zeitleiste wird aus einem Snapshot erstellt: Speichern Sie zuerst einen (Ctrl+S) oder öffnen Sie einen.</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>A timeline is made from a snapshot: open one first.</source>
        <translation>Eine Zeitleiste wird aus einem Snapshot erstellt: Öffnen Sie zuerst einen.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>Timeline written: %1 (%n event(s))</source>
        <translation>
            <numerusform>Zeitleiste geschrieben: %1 (%n Ereignis)</numerusform>
            <numerusform>Zeitleiste geschrieben: %1 (%n Ereignisse)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Timeline copied as Markdown (%n event(s))</source>
        <translation>
            <numerusform>Zeitleiste als Markdown kopiert (%n Ereignis)</numerusform>
            <numerusform>Zeitleiste als Markdown kopiert (%n Ereignisse)</numerusform>
        </translation>
    </message>
    <message>
        <source>Snapshot saved: %1 (%2 samples), without %3</source>
        <translation>Snapshot gespeichert: %1 (%2 Messwerte), ohne %3</translation>
    </message>
</context>
<context>
    <name>SnapshotCapture</name>
    <message>
        <source>The capture has not run.</source>
        <translation>Die Erfassung wurde nicht ausgeführt.</translation>
    </message>
    <message>
        <source>alert rule %1 (source %2)</source>
        <translation>Alarmregel %1 (Quelle %2)</translation>
    </message>
    <message>
        <source>lane %1, query %2 (source %3)</source>
        <translation>Spur %1, Abfrage %2 (Quelle %3)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The capture range ends before it starts.</source>
        <translation>Der Erfassungszeitraum endet, bevor er beginnt.</translation>
    </message>
    <message>
        <source>The capture was canceled.</source>
        <translation>Die Erfassung wurde abgebrochen.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>change query %1 (source %2)</source>
        <translation>Änderungsabfrage %1 (Quelle %2)</translation>
    </message>
    <message>
        <source>baseline %1 of lane %2</source>
        <translation>Vergleichsbasis %1 der Spur %2</translation>
    </message>
    <message>
        <source>the source has no data from %1 to %2</source>
        <translation>die Quelle hat keine Daten von %1 bis %2</translation>
    </message>
    <message>
        <source>what alert rule %1 reads, for a backtest in Replay (source %2)</source>
        <translation>was die Alarmregel %1 liest, für eine Rückprüfung in der Wiedergabe (Quelle %2)</translation>
    </message>
</context>
<context>
    <name>SourceChips</name>
    <message>
        <source>Sources:</source>
        <translation>Quellen:</translation>
    </message>
    <message>
        <source>✖ %1: error, retry in %2 s</source>
        <translation>✖ %1: Fehler, neuer Versuch in %2 s</translation>
    </message>
    <message>
        <source>✖ %1: error</source>
        <translation>✖ %1: Fehler</translation>
    </message>
    <message>
        <source>%1

%2</source>
        <translation>%1

%2</translation>
    </message>
    <message>
        <source>%1: unused</source>
        <translation>%1: nicht verwendet</translation>
    </message>
    <message>
        <source>No lane of this dashboard queries this source.</source>
        <translation>Keine Spur dieses Dashboards fragt diese Quelle ab.</translation>
    </message>
    <message>
        <source>◌ %1: loading</source>
        <translation>◌ %1: wird geladen</translation>
    </message>
    <message>
        <source>✔ %1: ok</source>
        <translation>✔ %1: OK</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · ⚠ TLS not verified</source>
        <translation>%1 · ⚠ TLS nicht geprüft</translation>
    </message>
    <message>
        <source>TLS verification is off for %1 (insecureSkipVerify in the sources file): its certificate is not checked, so anyone on the network path could read or change its answers.</source>
        <translation>Die TLS-Prüfung ist für %1 abgeschaltet (insecureSkipVerify in der Quellendatei): Das Zertifikat wird nicht geprüft, daher könnte jeder auf dem Netzwerkpfad die Antworten mitlesen oder verändern.</translation>
    </message>
</context>
<context>
    <name>SourceRegistry</name>
    <message>
        <source>The query names the source &quot;%1&quot;, an Alertmanager: it holds alerts, not series, so a lane cannot query it.</source>
        <translation>Die Abfrage nennt die Quelle &quot;%1&quot;, einen Alertmanager: Er enthält Alarme, keine Zeitreihen, daher kann eine Spur ihn nicht abfragen.</translation>
    </message>
    <message>
        <source>The query names the source &quot;%1&quot;, which is not in the sources file.</source>
        <translation>Die Abfrage nennt die Quelle &quot;%1&quot;, die nicht in der Quellendatei steht.</translation>
    </message>
    <message>
        <source>A query for the source &quot;%1&quot; has no &quot;promql&quot;.</source>
        <translation>Eine Abfrage für die Quelle &quot;%1&quot; hat kein &quot;promql&quot;.</translation>
    </message>
    <message>
        <source>%1 reads left</source>
        <translation>%1 Lesevorgänge übrig</translation>
    </message>
</context>
<context>
    <name>TierMapDialog</name>
    <message>
        <source>Alert Tiers</source>
        <translation>Alarmstufen</translation>
    </message>
    <message>
        <source>labels.severity</source>
        <translation>labels.severity</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>An alert&apos;s tier comes from its &lt;tt&gt;severity&lt;/tt&gt; label. Severities not listed here are shown untiered, after P3.</source>
        <translation>Die Stufe eines Alarms ergibt sich aus seinem &lt;tt&gt;severity&lt;/tt&gt;-Label. Nicht aufgeführte Schweregrade werden ohne Stufe nach P3 angezeigt.</translation>
    </message>
    <message>
        <source>Severity to tier map</source>
        <translation>Zuordnung Schweregrad zu Stufe</translation>
    </message>
    <message>
        <source>Row %1 has no severity.</source>
        <translation>Zeile %1 hat keinen Schweregrad.</translation>
    </message>
    <message>
        <source>“%1” is listed twice (rows %2 and %3).</source>
        <translation>„%1“ steht zweimal in der Liste (Zeilen %2 und %3).</translation>
    </message>
    <message>
        <source>List at least one severity, or press Restore Defaults.</source>
        <translation>Führen Sie mindestens einen Schweregrad auf oder stellen Sie die Standardwerte wieder her.</translation>
    </message>
</context>
<context>
    <name>TimeRangeBar</name>
    <message>
        <source>Time range</source>
        <translation>Zeitraum</translation>
    </message>
    <message>
        <source>15m</source>
        <translation>15m</translation>
    </message>
    <message>
        <source>1h</source>
        <translation>1h</translation>
    </message>
    <message>
        <source>6h</source>
        <translation>6h</translation>
    </message>
    <message>
        <source>24h</source>
        <translation>24h</translation>
    </message>
    <message>
        <source>7d</source>
        <translation>7d</translation>
    </message>
    <message>
        <source>Show the last %1 and follow live</source>
        <translation>Die letzten %1 anzeigen und live folgen</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>Benutzerdefiniert…</translation>
    </message>
    <message>
        <source>Choose a fixed time range</source>
        <translation>Festen Zeitraum wählen</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Pause or resume live refresh</source>
        <translation>Live-Aktualisierung anhalten oder fortsetzen</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aktualisierung</translation>
    </message>
    <message>
        <source>Refresh interval</source>
        <translation>Aktualisierungsintervall</translation>
    </message>
    <message>
        <source>▶ Return to live</source>
        <translation>▶ Zurück zu live</translation>
    </message>
    <message>
        <source>You are looking at the past; go back to following now</source>
        <translation>Sie sehen die Vergangenheit; wieder der Gegenwart folgen</translation>
    </message>
    <message>
        <source>Dashboard: %1</source>
        <translation>Dashboard: %1</translation>
    </message>
    <message>
        <source>▶ REPLAY — offline snapshot</source>
        <translation>▶ WIEDERGABE — Offline-Snapshot</translation>
    </message>
    <message>
        <source>‖ PAUSED</source>
        <translation>‖ PAUSIERT</translation>
    </message>
    <message>
        <source>● LIVE</source>
        <translation>● LIVE</translation>
    </message>
    <message>
        <source>◼ HISTORY — not following now</source>
        <translation>◼ VERLAUF — folgt nicht der Gegenwart</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
</context>
<context>
    <name>TokenProvider</name>
    <message>
        <source>Cannot reach the sign-in endpoint %1: %2</source>
        <translation>Anmeldeendpunkt %1 nicht erreichbar: %2</translation>
    </message>
</context>
<context>
    <name>VariableBar</name>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <source>All values of %1</source>
        <translation>Alle Werte von %1</translation>
    </message>
    <message>
        <source>As picked when the snapshot was taken</source>
        <translation>Wie bei der Aufnahme des Snapshots ausgewählt</translation>
    </message>
    <message>
        <source>Loading choices…</source>
        <translation>Auswahlwerte werden geladen…</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
</context>
<context>
    <name>VariableLoader</name>
    <message>
        <source>there is no source &quot;%1&quot; in the sources file</source>
        <translation>in der Quellendatei gibt es keine Quelle &quot;%1&quot;</translation>
    </message>
    <message>
        <source>$%1: the query is not label_values().</source>
        <translation>$%1: Die Abfrage ist nicht label_values().</translation>
    </message>
    <message>
        <source>$%1: %2.</source>
        <translation>$%1: %2.</translation>
    </message>
    <message>
        <source>The choices of $%1 could not be loaded: %2</source>
        <translation>Die Auswahlwerte von $%1 konnten nicht geladen werden: %2</translation>
    </message>
</context>
<context>
    <name>ViewMenu</name>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>Pan &amp;Left</source>
        <translation>Nach &amp;links schwenken</translation>
    </message>
    <message>
        <source>Pan &amp;Right</source>
        <translation>Nach &amp;rechts schwenken</translation>
    </message>
    <message>
        <source>&amp;Reset Zoom</source>
        <translation>Zoom &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>Refresh &amp;Now</source>
        <translation>&amp;Jetzt aktualisieren</translation>
    </message>
    <message>
        <source>Unpin &amp;Crosshair</source>
        <translation>&amp;Fadenkreuz lösen</translation>
    </message>
    <message>
        <source>C&amp;lear Selection</source>
        <translation>Auswahl &amp;aufheben</translation>
    </message>
    <message>
        <source>Times in &amp;UTC</source>
        <translation>Zeiten in &amp;UTC</translation>
    </message>
    <message>
        <source>Read times in UTC instead of local time (%1)</source>
        <translation>Zeiten in UTC statt Ortszeit anzeigen (%1)</translation>
    </message>
    <message>
        <source>Reset &amp;Layout</source>
        <translation>&amp;Layout zurücksetzen</translation>
    </message>
    <message>
        <source>Command &amp;Palette…</source>
        <translation>&amp;Befehlspalette…</translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n more baselines failed)</source>
        <translation>
            <numerusform>%1 (und %n weitere Vergleichsbasis fehlgeschlagen)</numerusform>
            <numerusform>%1 (und %n weitere Vergleichsbasen fehlgeschlagen)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WasteModel</name>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>kein Preis</translation>
    </message>
    <message>
        <source>%1 GPU %2 (%3): idle %4 of %5 observed GPU-hours</source>
        <translation>%1 GPU %2 (%3): %4 von %5 beobachteten GPU-Stunden im Leerlauf</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>SKU</source>
        <translation>SKU</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Idle GPU-h</source>
        <translation>Leerlauf-GPU-h</translation>
    </message>
    <message>
        <source>Idle share</source>
        <translation>Leerlaufanteil</translation>
    </message>
    <message>
        <source>Idle cost</source>
        <translation>Leerlaufkosten</translation>
    </message>
    <message>
        <source>Priced by</source>
        <translation>Preis nach</translation>
    </message>
</context>
<context>
    <name>WebhookSender</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>the environment variable %1</source>
        <translation>der Umgebungsvariable %1</translation>
    </message>
    <message>
        <source>Reading the secret from the OS keychain (entry &quot;%1&quot;).</source>
        <translation>Das Geheimnis wird aus dem Schlüsselbund des Betriebssystems gelesen (Eintrag &quot;%1&quot;).</translation>
    </message>
    <message>
        <source>the keychain entry is empty</source>
        <translation>der Schlüsselbund-Eintrag ist leer</translation>
    </message>
    <message>
        <source>Not sent: no secret (%1). Enter it in the confirmation&apos;s secret field, which keeps it in the OS keychain as &quot;%2&quot;.</source>
        <translation>Nicht gesendet: kein Geheimnis (%1). Geben Sie es im Geheimnisfeld der Bestätigung ein; es wird dann im Schlüsselbund des Betriebssystems als &quot;%2&quot; gespeichert.</translation>
    </message>
    <message>
        <source>Not sent: no secret (%1). Enter it in the confirmation&apos;s secret field, which keeps it in the OS keychain as &quot;%2&quot;, or set the environment variable %3.</source>
        <translation>Nicht gesendet: kein Geheimnis (%1). Geben Sie es im Geheimnisfeld der Bestätigung ein (es wird dann im Schlüsselbund des Betriebssystems als &quot;%2&quot; gespeichert), oder setzen Sie die Umgebungsvariable %3.</translation>
    </message>
    <message>
        <source>the OS keychain</source>
        <translation>dem Schlüsselbund des Betriebssystems</translation>
    </message>
    <message>
        <source>Stopped before it was sent.</source>
        <translation>Vor dem Senden gestoppt.</translation>
    </message>
    <message>
        <source>Not sent: the secret from %1 is not an http or https address; it should be the webhook&apos;s whole address.</source>
        <translation>Nicht gesendet: Das Geheimnis aus %1 ist keine http- oder https-Adresse; es sollte die ganze Adresse des Webhooks sein.</translation>
    </message>
    <message>
        <source>Not sent: with the secret from %1 in it, %2 is no longer an http or https address.</source>
        <translation>Nicht gesendet: Mit dem Geheimnis aus %1 ist %2 keine http- oder https-Adresse mehr.</translation>
    </message>
    <message>
        <source>Not sent: the secret from %1 would change the host of %2.</source>
        <translation>Nicht gesendet: Das Geheimnis aus %1 würde den Host von %2 ändern.</translation>
    </message>
    <message>
        <source>Not sent: the secret would cross the network unencrypted to %1; use an https address.</source>
        <translation>Nicht gesendet: Das Geheimnis würde unverschlüsselt über das Netzwerk an %1 gehen; verwenden Sie eine https-Adresse.</translation>
    </message>
    <message>
        <source>Not sent: the secret from %1 holds a line break, which cannot go in the header %2.</source>
        <translation>Nicht gesendet: Das Geheimnis aus %1 enthält einen Zeilenumbruch, der nicht im Header %2 stehen darf.</translation>
    </message>
    <message>
        <source>The secret comes from %1.</source>
        <translation>Das Geheimnis stammt aus %1.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Stopped on request; %1 may or may not have received it.</source>
        <translation>Auf Anforderung gestoppt; ob %1 die Anfrage erhalten hat, ist ungewiss.</translation>
    </message>
    <message>
        <source>No answer from %1 within %2: stopped waiting; the service may or may not have received it.</source>
        <translation>Keine Antwort von %1 innerhalb von %2: Warten beendet; ob der Dienst die Anfrage erhalten hat, ist ungewiss.</translation>
    </message>
    <message>
        <source>The answer from %1 is larger than %2 KiB; not read.</source>
        <translation>Die Antwort von %1 ist größer als %2 KiB; sie wurde nicht gelesen.</translation>
    </message>
    <message>
        <source>Not sent: %1</source>
        <translation>Nicht gesendet: %1</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>&lt;h2&gt;Welcome to FleetScope&lt;/h2&gt;&lt;p&gt;GPU memory, P95 latency and pods on one time axis, tiered alerts with runbooks, and incidents you can replay offline.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Willkommen bei FleetScope&lt;/h2&gt;&lt;p&gt;GPU-Speicher, P95-Latenz und Pods auf einer Zeitachse, gestufte Alarme mit Runbooks und Vorfälle, die Sie offline wiedergeben können.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Replay the demo incident (no setup needed)</source>
        <translation>Demo-Vorfall wiedergeben (keine Einrichtung nötig)</translation>
    </message>
    <message>
        <source>Open a data sources file…</source>
        <translation>Datenquellendatei öffnen…</translation>
    </message>
    <message>
        <source>Open Data Sources</source>
        <translation>Datenquellen öffnen</translation>
    </message>
    <message>
        <source>Data sources (*.json);;All files (*)</source>
        <translation>Datenquellen (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Add a data source…</source>
        <translation>Datenquelle hinzufügen…</translation>
    </message>
    <message>
        <source>Open a snapshot…</source>
        <translation>Snapshot öffnen…</translation>
    </message>
    <message>
        <source>Open Snapshot</source>
        <translation>Snapshot öffnen</translation>
    </message>
    <message>
        <source>FleetScope snapshots (*.fsnap);;All files (*)</source>
        <translation>FleetScope-Snapshots (*.fsnap);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>fleetscope_cli</name>
    <message>
        <source>Re-fetches every lane query of a dashboard at full stored resolution, evaluates the alert rules over the same range, and writes one .fsnap snapshot file.</source>
        <translation>Ruft jede Spurabfrage eines Dashboards erneut in voller gespeicherter Auflösung ab, wertet die Alarmregeln über denselben Zeitraum aus und schreibt eine .fsnap-Snapshot-Datei.</translation>
    </message>
    <message>
        <source>Data sources file.</source>
        <translation>Datenquellendatei.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Dashboard file or builtin:NAME.</source>
        <translation>Dashboard-Datei oder builtin:NAME.</translation>
    </message>
    <message>
        <source>DASHBOARD</source>
        <translation>DASHBOARD</translation>
    </message>
    <message>
        <source>Start time.</source>
        <translation>Startzeit.</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>End time.</source>
        <translation>Endzeit.</translation>
    </message>
    <message>
        <source>Snapshot file to write.</source>
        <translation>Zu schreibende Snapshot-Datei.</translation>
    </message>
    <message>
        <source>OUT.fsnap</source>
        <translation>OUT.fsnap</translation>
    </message>
    <message>
        <source>RULES.yml</source>
        <translation>RULES.yml</translation>
    </message>
    <message>
        <source>Title (default: the dashboard&apos;s).</source>
        <translation>Titel (Standard: der des Dashboards).</translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation>TEXT</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;.</source>
        <translation>unerwartetes Argument &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--sources, --dashboard, --from, --to and -o are required.</source>
        <translation>--sources, --dashboard, --from, --to und -o sind erforderlich.</translation>
    </message>
    <message>
        <source>--from &quot;%1&quot; is not a time (RFC 3339 or Unix seconds).</source>
        <translation>--from &quot;%1&quot; ist keine Zeitangabe (RFC 3339 oder Unix-Sekunden).</translation>
    </message>
    <message>
        <source>--to &quot;%1&quot; is not a time (RFC 3339 or Unix seconds).</source>
        <translation>--to &quot;%1&quot; ist keine Zeitangabe (RFC 3339 oder Unix-Sekunden).</translation>
    </message>
    <message>
        <source>--to is before --from.</source>
        <translation>--to liegt vor --from.</translation>
    </message>
    <message>
        <source>-o needs a file name.</source>
        <translation>-o benötigt einen Dateinamen.</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 holds no alerting rule.</source>
        <translation>%1 enthält keine Alarmregel.</translation>
    </message>
    <message>
        <source>%1: %2 queries, %3 samples, %4 alert transitions, %5 to %6</source>
        <translation>%1: %2 Abfragen, %3 Messwerte, %4 Alarmübergänge, %5 bis %6</translation>
    </message>
    <message>
        <source>Use a snapshot&apos;s utilisation instead of querying.</source>
        <translation>Auslastung aus einem Snapshot verwenden, statt abzufragen.</translation>
    </message>
    <message>
        <source>SNAPSHOT</source>
        <translation>SNAPSHOT</translation>
    </message>
    <message>
        <source>Label to group by (default: namespace).</source>
        <translation>Label zum Gruppieren (Standard: namespace).</translation>
    </message>
    <message>
        <source>LABEL</source>
        <translation>LABEL</translation>
    </message>
    <message>
        <source>Price file over the default SKU prices.</source>
        <translation>Preisdatei, die die Standard-SKU-Preise überschreibt.</translation>
    </message>
    <message>
        <source>Utilisation in %, below which a GPU is idle (default: 30).</source>
        <translation>Auslastung in %, unter der eine GPU im Leerlauf ist (Standard: 30).</translation>
    </message>
    <message>
        <source>PCT</source>
        <translation>PCT</translation>
    </message>
    <message>
        <source>Resolution (default: the scrape interval up to one day, else 5m).</source>
        <translation>Auflösung (Standard: das Scrape-Intervall bis zu einem Tag, sonst 5m).</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>csv (default) or json.</source>
        <translation>csv (Standard) oder json.</translation>
    </message>
    <message>
        <source>FORMAT</source>
        <translation>FORMAT</translation>
    </message>
    <message>
        <source>--snapshot replaces --sources, --from, --to and --step.</source>
        <translation>--snapshot ersetzt --sources, --from, --to und --step.</translation>
    </message>
    <message>
        <source>give --sources FILE --from T --to T, or --snapshot FILE.</source>
        <translation>--sources FILE --from T --to T oder --snapshot FILE angeben.</translation>
    </message>
    <message>
        <source>--format must be csv or json.</source>
        <translation>--format muss csv oder json sein.</translation>
    </message>
    <message>
        <source>--idle-threshold &quot;%1&quot; is not a percentage from 0 to 100.</source>
        <translation>--idle-threshold &quot;%1&quot; ist kein Prozentwert von 0 bis 100.</translation>
    </message>
    <message>
        <source>--group-by needs a label name.</source>
        <translation>--group-by benötigt einen Labelnamen.</translation>
    </message>
    <message>
        <source>--from and --to must be times (RFC 3339 or Unix seconds), --to after --from.</source>
        <translation>--from und --to müssen Zeitangaben sein (RFC 3339 oder Unix-Sekunden), --to nach --from.</translation>
    </message>
    <message>
        <source>--step &quot;%1&quot; is not a positive duration such as 5m.</source>
        <translation>--step &quot;%1&quot; ist keine positive Dauer wie 5m.</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>no %1 series in the range: nothing to count.</source>
        <translation>keine %1-Zeitreihen im Zeitraum: nichts zu zählen.</translation>
    </message>
    <message>
        <source>no SKU for GPU model &quot;%1&quot;</source>
        <translation>keine SKU für GPU-Modell &quot;%1&quot;</translation>
    </message>
    <message>
        <source>SKU %1 has no price</source>
        <translation>SKU %1 hat keinen Preis</translation>
    </message>
    <message>
        <source>warning: node %1: %2; its %3 GPU-hours are not in the cost (add it to a --prices file).</source>
        <translation>Warnung: Knoten %1: %2; seine %3 GPU-Stunden sind nicht in den Kosten enthalten (in einer --prices-Datei ergänzen).</translation>
    </message>
    <message>
        <source>info: figures at %1; money in %2.</source>
        <translation>Info: Werte bei %1; Beträge in %2.</translation>
    </message>
    <message>
        <source>Prints every sample of a snapshot exactly as it was captured.</source>
        <translation>Gibt jeden Messwert eines Snapshots genau so aus, wie er erfasst wurde.</translation>
    </message>
    <message>
        <source>The .fsnap file.</source>
        <translation>Die .fsnap-Datei.</translation>
    </message>
    <message>
        <source>give exactly one snapshot file.</source>
        <translation>genau eine Snapshot-Datei angeben.</translation>
    </message>
    <message>
        <source>Writes the postmortem report of a snapshot: a PDF with the time range, the lanes as charts with alert bands and annotations, the alert timeline, annotations, operator and runbook actions and notes; optionally the lanes as a PNG.</source>
        <translation>Schreibt den Postmortem-Bericht eines Snapshots: ein PDF mit dem Zeitraum, den Spuren als Diagramme mit Alarmbändern und Anmerkungen, der Alarm-Zeitleiste, Anmerkungen, Bediener- und Runbook-Aktionen sowie Notizen; optional die Spuren als PNG.</translation>
    </message>
    <message>
        <source>The PDF to write.</source>
        <translation>Das zu schreibende PDF.</translation>
    </message>
    <message>
        <source>OUT.pdf</source>
        <translation>OUT.pdf</translation>
    </message>
    <message>
        <source>Also (or only) write the lanes as a PNG image.</source>
        <translation>Die Spuren zusätzlich (oder nur) als PNG-Bild schreiben.</translation>
    </message>
    <message>
        <source>OUT.png</source>
        <translation>OUT.png</translation>
    </message>
    <message>
        <source>Size of the PNG in pixels (default %1x%2).</source>
        <translation>Größe des PNG in Pixeln (Standard %1x%2).</translation>
    </message>
    <message>
        <source>WIDTHxHEIGHT</source>
        <translation>WIDTHxHEIGHT</translation>
    </message>
    <message>
        <source>give exactly one SNAPSHOT file.</source>
        <translation>genau eine SNAPSHOT-Datei angeben.</translation>
    </message>
    <message>
        <source>give -o OUT.pdf, --png OUT.png, or both.</source>
        <translation>-o OUT.pdf, --png OUT.png oder beides angeben.</translation>
    </message>
    <message>
        <source>--png-size &quot;%1&quot; is not WIDTHxHEIGHT, e.g. 1600x1000.</source>
        <translation>--png-size &quot;%1&quot; ist nicht WIDTHxHEIGHT, z. B. 1600x1000.</translation>
    </message>
    <message>
        <source>--png-size must be between 200x100 and 20000x20000.</source>
        <translation>--png-size muss zwischen 200x100 und 20000x20000 liegen.</translation>
    </message>
    <message>
        <source>the report needs a QGuiApplication; start fleetscope-cli through CliCommands::createApplication.</source>
        <translation>der Bericht benötigt eine QGuiApplication; fleetscope-cli über CliCommands::createApplication starten.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>warning: rule %1 was not evaluated when %2 was captured</source>
        <translation>Warnung: Regel %1 wurde beim Erfassen von %2 nicht ausgewertet</translation>
    </message>
    <message>
        <source>Evaluates alerting rules over a time range, as Prometheus would have, and prints the timeline.</source>
        <translation>Wertet Alarmregeln über einen Zeitraum so aus, wie Prometheus es getan hätte, und gibt die Zeitleiste aus.</translation>
    </message>
    <message>
        <source>Source the rules query (default: the first one).</source>
        <translation>Quelle, die die Regeln abfragen (Standard: die erste).</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>json (default) or csv.</source>
        <translation>json (Standard) oder csv.</translation>
    </message>
    <message>
        <source>Print the alert transitions captured in a snapshot instead of querying.</source>
        <translation>Die in einem Snapshot erfassten Alarmübergänge ausgeben, statt abzufragen.</translation>
    </message>
    <message>
        <source>--snapshot replaces --sources, --source, --from and --to.</source>
        <translation>--snapshot ersetzt --sources, --source, --from und --to.</translation>
    </message>
    <message>
        <source>--format must be json or csv.</source>
        <translation>--format muss json oder csv sein.</translation>
    </message>
    <message>
        <source>--sources, --rules, --from and --to are required.</source>
        <translation>--sources, --rules, --from und --to sind erforderlich.</translation>
    </message>
    <message>
        <source>--from and --to must be times (RFC 3339 or Unix seconds), --to not before --from.</source>
        <translation>--from und --to müssen Zeitangaben sein (RFC 3339 oder Unix-Sekunden), --to nicht vor --from.</translation>
    </message>
    <message>
        <source>%1 holds no usable alerting rule.</source>
        <translation>%1 enthält keine verwendbare Alarmregel.</translation>
    </message>
    <message>
        <source>warning: %1:%2: rule %3: %4</source>
        <translation>Warnung: %1:%2: Regel %3: %4</translation>
    </message>
    <message>
        <source>no rule could be evaluated.</source>
        <translation>keine Regel konnte ausgewertet werden.</translation>
    </message>
    <message>
        <source>cannot read the sources file %1: %2</source>
        <translation>Quellendatei %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>fleetscope-cli: unknown command &quot;%1&quot;.</source>
        <translation>fleetscope-cli: unbekannter Befehl &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Runs one range query and prints every sample as the backend returned it.</source>
        <translation>Führt eine Bereichsabfrage aus und gibt jeden Messwert so aus, wie das Backend ihn geliefert hat.</translation>
    </message>
    <message>
        <source>Source name for --promql.</source>
        <translation>Quellenname für --promql.</translation>
    </message>
    <message>
        <source>PromQL expression.</source>
        <translation>PromQL-Ausdruck.</translation>
    </message>
    <message>
        <source>EXPR</source>
        <translation>EXPR</translation>
    </message>
    <message>
        <source>Query spec as JSON text, or a file holding it.</source>
        <translation>Abfragespezifikation als JSON-Text oder eine Datei, die sie enthält.</translation>
    </message>
    <message>
        <source>SPEC</source>
        <translation>SPEC</translation>
    </message>
    <message>
        <source>Resolution, e.g. 15s (default: about 1,000 points).</source>
        <translation>Auflösung, z. B. 15s (Standard: etwa 1.000 Punkte).</translation>
    </message>
    <message>
        <source>--sources FILE is required.</source>
        <translation>--sources FILE ist erforderlich.</translation>
    </message>
    <message>
        <source>give either --query-json or --promql, not both.</source>
        <translation>entweder --query-json oder --promql angeben, nicht beides.</translation>
    </message>
    <message>
        <source>--query-json is neither a JSON object nor a readable file.</source>
        <translation>--query-json ist weder ein JSON-Objekt noch eine lesbare Datei.</translation>
    </message>
    <message>
        <source>--query-json is not a JSON object (%1).</source>
        <translation>--query-json ist kein JSON-Objekt (%1).</translation>
    </message>
    <message>
        <source>the query spec names no &quot;source&quot;.</source>
        <translation>die Abfragespezifikation nennt keine &quot;source&quot;.</translation>
    </message>
    <message>
        <source>give --promql EXPR with --source NAME, or --query-json SPEC.</source>
        <translation>--promql EXPR mit --source NAME oder --query-json SPEC angeben.</translation>
    </message>
    <message>
        <source>--from and --to are required.</source>
        <translation>--from und --to sind erforderlich.</translation>
    </message>
    <message>
        <source>--step &quot;%1&quot; is not a positive duration such as 15s.</source>
        <translation>--step &quot;%1&quot; ist keine positive Dauer wie 15s.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>info: %1</source>
        <translation>Info: %1</translation>
    </message>
    <message>
        <source>Converts a Grafana dashboard (JSON as Grafana exports it) into a FleetScope dashboard. What cannot be converted is listed on stderr.</source>
        <translation>Konvertiert ein Grafana-Dashboard (JSON, wie Grafana es exportiert) in ein FleetScope-Dashboard. Was nicht konvertiert werden kann, wird auf stderr aufgeführt.</translation>
    </message>
    <message>
        <source>The Grafana dashboard JSON.</source>
        <translation>Das JSON des Grafana-Dashboards.</translation>
    </message>
    <message>
        <source>Where to write the FleetScope dashboard (- for standard output).</source>
        <translation>Wohin das FleetScope-Dashboard geschrieben wird (- für die Standardausgabe).</translation>
    </message>
    <message>
        <source>OUT.json</source>
        <translation>OUT.json</translation>
    </message>
    <message>
        <source>The source of the sources file that runs the queries (default: prom).</source>
        <translation>Die Quelle aus der Quellendatei, die die Abfragen ausführt (Standard: prom).</translation>
    </message>
    <message>
        <source>Exit with 1 when anything could not be converted.</source>
        <translation>Mit 1 beenden, wenn etwas nicht konvertiert werden konnte.</translation>
    </message>
    <message>
        <source>usage: fleetscope-cli import-grafana IN.json -o OUT.json [--source NAME] [--strict]</source>
        <translation>Aufruf: fleetscope-cli import-grafana IN.json -o OUT.json [--source NAME] [--strict]</translation>
    </message>
    <message>
        <source>fleetscope-cli import-grafana: cannot read %1: %2</source>
        <translation>fleetscope-cli import-grafana: %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>fleetscope-cli import-grafana: %1: %2</source>
        <translation>fleetscope-cli import-grafana: %1: %2</translation>
    </message>
    <message>
        <source>fleetscope-cli import-grafana: cannot write %1: %2</source>
        <translation>fleetscope-cli import-grafana: %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1: %2 lanes, %3 variables.</source>
        <translation>%1: %2 Spuren, %3 Variablen.</translation>
    </message>
    <message>
        <source>converted with a change: %1</source>
        <translation>mit Änderung konvertiert: %1</translation>
    </message>
    <message>
        <source>not converted: %1</source>
        <translation>nicht konvertiert: %1</translation>
    </message>
    <message>
        <source>Prometheus alerting-rule file, or builtin:default.</source>
        <translation>Prometheus-Alarmregeldatei oder builtin:default.</translation>
    </message>
    <message>
        <source>Alerting-rule file (or builtin:default) whose transitions go in the snapshot (default: builtin:default, the rules the app uses).</source>
        <translation>Alarmregeldatei (oder builtin:default), deren Übergänge in den Snapshot kommen (Standard: builtin:default, die Regeln der App).</translation>
    </message>
    <message>
        <source>alert rules from %1: %2</source>
        <translation>Alarmregeln aus %1: %2</translation>
    </message>
    <message>
        <source>alert rules from %1 (the built-in set, as no --rules was given): %2</source>
        <translation>Alarmregeln aus %1 (die eingebauten, da kein --rules angegeben war): %2</translation>
    </message>
    <message>
        <source>GPU-hours, busy and idle GPU-hours and their cost per group, from DCGM utilisation (definitions in docs/cost.md, section Definitions).</source>
        <translation>GPU-Stunden, aktive und Leerlauf-GPU-Stunden und deren Kosten je Gruppe, aus der DCGM-Auslastung (Definitionen in docs/cost.md, Abschnitt Definitions).</translation>
    </message>
    <message>
        <source>Asks each source what it exports and says, per lane of the dashboard and per alerting rule, which way of getting its quantity was chosen or why none works. Exit 0 when every lane and rule has a way, 1 otherwise.</source>
        <translation>Fragt jede Quelle, was sie exportiert, und gibt je Spur des Dashboards und je Alarmregel an, welcher Weg zur Ermittlung ihrer Messgröße gewählt wurde oder warum keiner funktioniert. Beendet mit 0, wenn es für jede Spur und Regel einen Weg gibt, sonst mit 1.</translation>
    </message>
    <message>
        <source>Dashboard file or builtin:NAME (default: builtin:gpu-inference).</source>
        <translation>Dashboard-Datei oder builtin:NAME (Standard: builtin:gpu-inference).</translation>
    </message>
    <message>
        <source>Alerting-rule file or builtin:default (the default).</source>
        <translation>Alarmregeldatei oder builtin:default (der Standard).</translation>
    </message>
    <message>
        <source>text (default) or json.</source>
        <translation>text (Standard) oder json.</translation>
    </message>
    <message>
        <source>--format must be text or json.</source>
        <translation>--format muss text oder json sein.</translation>
    </message>
    <message>
        <source>--sources is required.</source>
        <translation>--sources ist erforderlich.</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>no answer in time</source>
        <translation>keine Antwort in der vorgesehenen Zeit</translation>
    </message>
    <message>
        <source>UNREACHABLE: %1</source>
        <translation>NICHT ERREICHBAR: %1</translation>
    </message>
    <message>
        <source>reachable; API version %1; %2 metric names%3</source>
        <translation>erreichbar; API-Version %1; %2 Metriknamen%3</translation>
    </message>
    <message>
        <source>not said</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <source> (list cut short)</source>
        <translation> (Liste gekürzt)</translation>
    </message>
    <message>
        <source>exporters: %1</source>
        <translation>Exporter: %1</translation>
    </message>
    <message>
        <source>none recognised</source>
        <translation>keine erkannt</translation>
    </message>
    <message>
        <source>dcgm host label: %1; MIG: %2</source>
        <translation>dcgm-Host-Label: %1; MIG: %2</translation>
    </message>
    <message>
        <source>yes (GPU_I_ID)</source>
        <translation>ja (GPU_I_ID)</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Lanes of %1</source>
        <translation>Spuren von %1</translation>
    </message>
    <message>
        <source>source unreachable, not checked</source>
        <translation>Quelle nicht erreichbar, nicht geprüft</translation>
    </message>
    <message>
        <source>Rules of %1 on %2</source>
        <translation>Regeln aus %1 auf %2</translation>
    </message>
    <message>
        <source> (watched only where exported)</source>
        <translation> (nur überwacht, wo exportiert)</translation>
    </message>
    <message>
        <source>Every lane and rule has a way.</source>
        <translation>Für jede Spur und Regel gibt es einen Weg.</translation>
    </message>
    <message>
        <source>Some lanes or rules have no way; see FAIL above.</source>
        <translation>Für einige Spuren oder Regeln gibt es keinen Weg; siehe FAIL oben.</translation>
    </message>
    <message>
        <source>%1 has no way to get this quantity: %2</source>
        <translation>%1 kann diese Messgröße nicht liefern: %2</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>the sources file has no source named &quot;%1&quot;</source>
        <translation>die Quellendatei hat keine Quelle namens &quot;%1&quot;</translation>
    </message>
    <message>
        <source>no Prometheus-compatible source to evaluate them on</source>
        <translation>keine Prometheus-kompatible Quelle, auf der sie ausgewertet werden können</translation>
    </message>
    <message>
        <source>Log Analytics workspace %1 UNREACHABLE: %2</source>
        <translation>Log-Analytics-Arbeitsbereich %1 NICHT ERREICHBAR: %2</translation>
    </message>
    <message>
        <source>Log Analytics workspace %1: no Application Insights custom metrics in the last day</source>
        <translation>Log-Analytics-Arbeitsbereich %1: keine benutzerdefinierten Application-Insights-Metriken am letzten Tag</translation>
    </message>
    <message>
        <source>Log Analytics workspace %1: Application Insights %2, %3 metric names</source>
        <translation>Log-Analytics-Arbeitsbereich %1: Application Insights %2, %3 Metriknamen</translation>
    </message>
    <message>
        <source>not checked (Prometheus-compatible sources are, and azure-monitor sources with a &quot;workspace&quot;)</source>
        <translation>nicht geprüft (geprüft werden Prometheus-kompatible Quellen und azure-monitor-Quellen mit &quot;workspace&quot;)</translation>
    </message>
    <message>
        <source>not checked: %1</source>
        <translation>nicht geprüft: %1</translation>
    </message>
    <message>
        <source>Explains a window of one lane: which label values of its series carry the change, and which other metrics of the source changed with it, each against a baseline (by default the four window-lengths before the window).</source>
        <translation>Erklärt ein Zeitfenster einer Spur: welche Label-Werte ihrer Reihen die Änderung tragen und welche anderen Metriken der Quelle sich mit ihr geändert haben, jeweils gegenüber einer Basislinie (standardmäßig die vier Fensterlängen vor dem Fenster).</translation>
    </message>
    <message>
        <source>The lane&apos;s query.</source>
        <translation>Die Abfrage der Spur.</translation>
    </message>
    <message>
        <source>The lane&apos;s id.</source>
        <translation>Die ID der Spur.</translation>
    </message>
    <message>
        <source>Window start.</source>
        <translation>Beginn des Fensters.</translation>
    </message>
    <message>
        <source>Window end.</source>
        <translation>Ende des Fensters.</translation>
    </message>
    <message>
        <source>Baseline start.</source>
        <translation>Beginn der Basislinie.</translation>
    </message>
    <message>
        <source>Baseline end.</source>
        <translation>Ende der Basislinie.</translation>
    </message>
    <message>
        <source>The source of --promql and of the other metrics (default: the first).</source>
        <translation>Die Quelle von --promql und der anderen Metriken (Standard: die erste).</translation>
    </message>
    <message>
        <source>Lines per list (default 10).</source>
        <translation>Zeilen je Liste (Standard 10).</translation>
    </message>
    <message>
        <source>Queries it may send at most (default 600; three per metric).</source>
        <translation>Höchstens zu sendende Abfragen (Standard 600; drei je Metrik).</translation>
    </message>
    <message>
        <source>json (default) or text.</source>
        <translation>json (Standard) oder text.</translation>
    </message>
    <message>
        <source>--format must be json or text.</source>
        <translation>--format muss json oder text sein.</translation>
    </message>
    <message>
        <source>--sources, --from and --to are required.</source>
        <translation>--sources, --from und --to sind erforderlich.</translation>
    </message>
    <message>
        <source>Give either --promql, or --dashboard with --lane.</source>
        <translation>Geben Sie entweder --promql oder --dashboard mit --lane an.</translation>
    </message>
    <message>
        <source>--top and --budget must be positive whole numbers.</source>
        <translation>--top und --budget müssen positive ganze Zahlen sein.</translation>
    </message>
    <message>
        <source>--baseline-from and --baseline-to go together, as times, the end after the start.</source>
        <translation>--baseline-from und --baseline-to gehören zusammen, als Zeitpunkte, das Ende nach dem Anfang.</translation>
    </message>
    <message>
        <source>The baseline overlaps the window: pick a baseline that ends before the window starts (or starts after it ends).</source>
        <translation>Die Basislinie überschneidet sich mit dem Fenster: Wählen Sie eine Basislinie, die vor dem Fenster endet (oder nach ihm beginnt).</translation>
    </message>
    <message>
        <source>The dashboard has no lane &quot;%1&quot; on this fleet.</source>
        <translation>Das Dashboard hat auf dieser Flotte keine Spur &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>%1: %2 to %3 against %4 to %5 (change %6)</source>
        <translation>%1: %2 bis %3 gegenüber %4 bis %5 (Änderung %6)</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>%1 % of the change, score %2</source>
        <translation>%1 % der Änderung, Bewertung %2</translation>
    </message>
    <message>
        <source>What else changed</source>
        <translation>Was sich sonst geändert hat</translation>
    </message>
    <message>
        <source>score %1</source>
        <translation>Bewertung %1</translation>
    </message>
    <message>
        <source> (budget reached: raise --budget to compare more)</source>
        <translation> (Budget erreicht: --budget erhöhen, um mehr zu vergleichen)</translation>
    </message>
    <message>
        <source>What happened just before</source>
        <translation>Was kurz vorher geschah</translation>
    </message>
    <message>
        <source>up</source>
        <translation>gestiegen</translation>
    </message>
    <message>
        <source>down</source>
        <translation>gesunken</translation>
    </message>
    <message numerus="yes">
        <source>%n queries</source>
        <translation>
            <numerusform>%n Abfrage</numerusform>
            <numerusform>%n Abfragen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n metrics compared</source>
        <translation>
            <numerusform>%n Metrik verglichen</numerusform>
            <numerusform>%n Metriken verglichen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>cannot write the output: %1</source>
        <translation>die Ausgabe kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>the stream refused it</source>
        <translation>der Datenstrom hat sie abgelehnt</translation>
    </message>
    <message>
        <source>rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>fires</source>
        <translation>Auslösungen</translation>
    </message>
    <message>
        <source>firing</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <source>median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>short (&lt;%1)</source>
        <translation>kurz (&lt;%1)</translation>
    </message>
    <message>
        <source>longest quiet</source>
        <translation>längste Ruhe</translation>
    </message>
    <message>
        <source>open at end</source>
        <translation>am Ende offen</translation>
    </message>
    <message>
        <source>as written</source>
        <translation>wie geschrieben</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Only this rule (by alert name); may be given more than once.</source>
        <translation>Nur diese Regel (nach Alarmname); kann mehrfach angegeben werden.</translation>
    </message>
    <message>
        <source>A change to try: RULE.for=DURATION, RULE.keep_firing_for=DURATION or RULE.threshold=NUMBER; may be given more than once.</source>
        <translation>Eine auszuprobierende Änderung: RULE.for=DURATION, RULE.keep_firing_for=DURATION oder RULE.threshold=NUMBER; kann mehrfach angegeben werden.</translation>
    </message>
    <message>
        <source>CHANGE</source>
        <translation>CHANGE</translation>
    </message>
    <message>
        <source>Fires shorter than this count as short (flapping); default 5m.</source>
        <translation>Kürzere Auslösungen gelten als kurz (Flattern); Standard 5m.</translation>
    </message>
    <message>
        <source>DURATION</source>
        <translation>DURATION</translation>
    </message>
    <message>
        <source>--short must be a duration, such as 5m.</source>
        <translation>--short muss eine Dauer wie 5m sein.</translation>
    </message>
    <message>
        <source>%1 holds no rule named %2; its rules: %3.</source>
        <translation>%1 enthält keine Regel namens %2; enthaltene Regeln: %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n rule(s) could not be evaluated; their rows say why.</source>
        <translation>
            <numerusform>%n Regel konnte nicht ausgewertet werden; ihre Zeile nennt den Grund.</numerusform>
            <numerusform>%n Regeln konnten nicht ausgewertet werden; ihre Zeilen nennen den Grund.</numerusform>
        </translation>
    </message>
    <message>
        <source>Prints a snapshot&apos;s incident timeline: every alert transition, acknowledgement, silence, runbook run, change and annotation in time order, ready to paste into a postmortem document.</source>
        <translation>Gibt die Vorfall-Zeitleiste eines Snapshots aus: jeden Alarmübergang, jede Bestätigung, Stummschaltung, Runbook-Ausführung, Änderung und Anmerkung in zeitlicher Reihenfolge, bereit zum Einfügen in ein Postmortem-Dokument.</translation>
    </message>
    <message>
        <source>The snapshot (.fsnap).</source>
        <translation>Der Snapshot (.fsnap).</translation>
    </message>
    <message>
        <source>markdown (default), json or csv.</source>
        <translation>markdown (Standard), json oder csv.</translation>
    </message>
    <message>
        <source>Time zone of the times: UTC (default), local, or an IANA name such as Europe/Berlin.</source>
        <translation>Zeitzone der Zeitangaben: UTC (Standard), local oder ein IANA-Name wie Europe/Berlin.</translation>
    </message>
    <message>
        <source>ZONE</source>
        <translation>ZONE</translation>
    </message>
    <message>
        <source>--format must be markdown, json or csv.</source>
        <translation>--format muss markdown, json oder csv sein.</translation>
    </message>
    <message>
        <source>--zone %1 is not a time zone: use UTC, local or an IANA name such as Europe/Berlin.</source>
        <translation>--zone %1 ist keine Zeitzone: UTC, local oder einen IANA-Namen wie Europe/Berlin verwenden.</translation>
    </message>
    <message>
        <source>cannot write the output.</source>
        <translation>die Ausgabe kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>--set %1 changes %2, which --rule leaves out; add --rule %2.</source>
        <translation>--set %1 ändert %2, das --rule auslässt; fügen Sie --rule %2 hinzu.</translation>
    </message>
    <message>
        <source>warning: %1 (left out of the snapshot)</source>
        <translation>Warnung: %1 (nicht im Snapshot enthalten)</translation>
    </message>
    <message>
        <source>Keep a baseline: every lane as it was this long before (1d, 1w, 90m), or LANE=DURATION for one lane. Repeatable.</source>
        <translation>Eine Vergleichsbasis behalten: jede Spur, wie sie so lange vorher war (1d, 1w, 90m), oder LANE=DURATION für eine Spur. Wiederholbar.</translation>
    </message>
    <message>
        <source>--compare &quot;%1&quot;: give a duration such as 1d, 1w or 90m, or LANE=DURATION.</source>
        <translation>--compare &quot;%1&quot;: Geben Sie eine Dauer wie 1d, 1w oder 90m an, oder LANE=DURATION.</translation>
    </message>
    <message>
        <source>--compare &quot;%1&quot;: the dashboard has no lane %2 (its lanes: %3).</source>
        <translation>--compare &quot;%1&quot;: Das Dashboard hat keine Spur %2 (seine Spuren: %3).</translation>
    </message>
    <message>
        <source>the snapshot keeps nothing this rule read (its query failed at capture time); backtest it live</source>
        <translation>der Snapshot enthält nichts, was diese Regel gelesen hat (ihre Abfrage schlug bei der Erfassung fehl); prüfen Sie sie live</translation>
    </message>
    <message>
        <source>Replays alerting rules over a past range with the evaluator the alert pane uses, and prints how often each would have fired. --set tries a change (RULE.for=5m, RULE.keep_firing_for=10m, RULE.threshold=2.5) and prints its figures under the rule&apos;s own. --snapshot does it offline, from a snapshot.</source>
        <translation>Spielt Alarmregeln über einen vergangenen Bereich mit dem Auswerter des Alarmbereichs ab und gibt aus, wie oft jede ausgelöst hätte. --set probiert eine Änderung (RULE.for=5m, RULE.keep_firing_for=10m, RULE.threshold=2.5) und gibt ihre Zahlen unter denen der Regel aus. --snapshot tut es offline, aus einem Snapshot.</translation>
    </message>
    <message>
        <source>Backtest offline over what a snapshot&apos;s rules read when it was captured (instead of --sources and --rules; --from and --to default to its range).</source>
        <translation>Offline rückprüfen über das, was die Regeln eines Snapshots bei der Erfassung gelesen haben (statt --sources und --rules; --from und --to sind standardmäßig sein Bereich).</translation>
    </message>
    <message>
        <source>--snapshot replaces --sources, --rules and --source.</source>
        <translation>--snapshot ersetzt --sources, --rules und --source.</translation>
    </message>
    <message>
        <source>--sources, --rules, --from and --to are required (or --snapshot).</source>
        <translation>--sources, --rules, --from und --to sind erforderlich (oder --snapshot).</translation>
    </message>
    <message>
        <source>the snapshot holds %1 to %2: --from and --to must lie inside it.</source>
        <translation>der Snapshot umfasst %1 bis %2: --from und --to müssen darin liegen.</translation>
    </message>
    <message>
        <source>%1 keeps no series of its rules (it was captured before snapshots kept them, or without rules): backtest live with --sources and --rules over its range.</source>
        <translation>%1 enthält keine Reihen seiner Regeln (erfasst, bevor Snapshots sie enthielten, oder ohne Regeln): Prüfen Sie live mit --sources und --rules über seinen Bereich.</translation>
    </message>
    <message>
        <source>%1 % (forecasted)</source>
        <translation>%1 % (prognostiziert)</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>The cost budgets of an Azure scope (Consumption API), each with its spend to date, the forecast to the end of its period (straight line and weekday pattern) and the day each threshold is crossed. The daily rate is the scope&apos;s billed cost of the last 28 days (Cost Management).</source>
        <translation>Die Kostenbudgets eines Azure-Bereichs (Consumption-API), jeweils mit den bisherigen Ausgaben, der Prognose bis zum Ende des Zeitraums (linear und nach Wochentagsmuster) und dem Tag, an dem jede Schwelle überschritten wird. Die Tagesrate sind die abgerechneten Kosten des Bereichs der letzten 28 Tage (Cost Management).</translation>
    </message>
    <message>
        <source>The Azure source whose sign-in reads the budgets (default: the first).</source>
        <translation>Die Azure-Quelle, deren Anmeldung die Budgets liest (Standard: die erste).</translation>
    </message>
    <message>
        <source>subscriptions/&lt;id&gt;, or a resource group in it.</source>
        <translation>subscriptions/&lt;id&gt; oder eine Ressourcengruppe darin.</translation>
    </message>
    <message>
        <source>SCOPE</source>
        <translation>BEREICH</translation>
    </message>
    <message>
        <source>Only the budget of this name.</source>
        <translation>Nur das Budget dieses Namens.</translation>
    </message>
    <message>
        <source>The last day with spend (default: today, UTC).</source>
        <translation>Der letzte Tag mit Ausgaben (Standard: heute, UTC).</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>JJJJ-MM-TT</translation>
    </message>
    <message>
        <source>give --sources FILE --scope subscriptions/&lt;id&gt;.</source>
        <translation>geben Sie --sources FILE --scope subscriptions/&lt;id&gt; an.</translation>
    </message>
    <message>
        <source>--today &quot;%1&quot; is not a date such as 2026-11-28.</source>
        <translation>--today „%1“ ist kein Datum wie 2026-11-28.</translation>
    </message>
    <message>
        <source>--scope must start with subscriptions/&lt;id&gt;.</source>
        <translation>--scope muss mit subscriptions/&lt;id&gt; beginnen.</translation>
    </message>
    <message>
        <source>the sources file has no Azure source named &quot;%1&quot;.</source>
        <translation>die Quellendatei hat keine Azure-Quelle namens „%1“.</translation>
    </message>
    <message>
        <source>the sources file has no Azure source to sign in with.</source>
        <translation>die Quellendatei hat keine Azure-Quelle zum Anmelden.</translation>
    </message>
    <message>
        <source>the source &quot;%1&quot; has no Azure sign-in.</source>
        <translation>die Quelle „%1“ hat keine Azure-Anmeldung.</translation>
    </message>
    <message>
        <source>%1 has no cost budget named &quot;%2&quot;.</source>
        <translation>%1 hat kein Kostenbudget namens „%2“.</translation>
    </message>
    <message>
        <source>no daily cost to forecast from: %1</source>
        <translation>keine täglichen Kosten für eine Prognose: %1</translation>
    </message>
    <message>
        <source>the budget is in %1 and the billed cost in %2; FleetScope does not convert currencies, so only Azure&apos;s own figures are shown.</source>
        <translation>das Budget ist in %1, die abgerechneten Kosten in %2; FleetScope rechnet keine Währungen um, daher werden nur Azures eigene Werte gezeigt.</translation>
    </message>
    <message>
        <source>the budget has a filter; the daily rate is the whole scope&apos;s.</source>
        <translation>das Budget hat einen Filter; die Tagesrate ist die des ganzen Bereichs.</translation>
    </message>
    <message>
        <source>%1  %2  %3 – %4  budget %5 %6
</source>
        <translation>%1  %2  %3 – %4  Budget %5 %6
</translation>
    </message>
    <message>
        <source>  spent to date %1 %2 (Azure)</source>
        <translation>  bisher ausgegeben %1 %2 (Azure)</translation>
    </message>
    <message>
        <source>  Azure&apos;s forecast %1 %2</source>
        <translation>  Azures Prognose %1 %2</translation>
    </message>
    <message numerus="yes">
        <source>  at %1 %2 a day (%n day(s) of billed cost): %3 by the straight line, %4 by the weekday pattern
</source>
        <translation>
            <numerusform>  bei %1 %2 pro Tag (%n Tag abgerechneter Kosten): %3 linear, %4 nach Wochentagsmuster
</numerusform>
            <numerusform>  bei %1 %2 pro Tag (%n Tage abgerechneter Kosten): %3 linear, %4 nach Wochentagsmuster
</numerusform>
        </translation>
    </message>
    <message>
        <source>  %1: crossed on %2
</source>
        <translation>  %1: überschritten am %2
</translation>
    </message>
    <message>
        <source>  %1: %2 by the straight line, %3 by the weekday pattern
</source>
        <translation>  %1: %2 linear, %3 nach Wochentagsmuster
</translation>
    </message>
    <message>
        <source>  note: %1
</source>
        <translation>  Hinweis: %1
</translation>
    </message>
    <message>
        <source>%1 has no cost budgets. Create one in the Azure portal, or type one into the Cost view.</source>
        <translation>%1 hat keine Kostenbudgets. Legen Sie eines im Azure-Portal an oder geben Sie eines in der Kostenansicht ein.</translation>
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
  budgets --sources FILE --scope SCOPE [--source NAME] [--budget NAME]
          [--today DATE] [--format text|json]
  report  SNAPSHOT -o OUT.pdf [--png OUT.png [--png-size WIDTHxHEIGHT]]
  import-grafana IN.json -o OUT.json [--source NAME] [--strict]
  doctor  --sources FILE [--dashboard D] [--rules R] [--format text|json]
  explain --sources FILE (--promql Q [--source NAME] | --dashboard D --lane ID)
          --from T --to T [--baseline-from T --baseline-to T] [--top N]
          [--budget N] [--format json|text]
  backtest --sources FILE --rules R --from T --to T [--rule NAME]...
          [--set RULE.for=5m]... [--short 5m] [--format json|text]
  timeline SNAPSHOT [--format markdown|json|csv] [--zone UTC|local|IANA]
T is RFC 3339, Unix seconds, or now / now-6h. Run a command with --help for details.
</source>
        <translation>Aufruf: fleetscope-cli COMMAND [Optionen]
Befehle:
  query   --sources FILE (--promql EXPR --source NAME | --query-json SPEC)
          --from T --to T [--step S] [--format csv|json]
  alerts  (--sources FILE --from T --to T --rules RULES.yml [--source NAME] |
           --snapshot SNAPSHOT [--rules RULES.yml]) [--format json|csv]
  capture --sources FILE --dashboard FILE|builtin:NAME --from T --to T -o OUT.fsnap
          [--rules RULES.yml] [--title TEXT]
  export  SNAPSHOT [--format csv|json]
  cost    (--sources FILE --from T --to T [--step S] | --snapshot SNAPSHOT)
          [--group-by LABEL] [--prices FILE] [--idle-threshold PCT] [--format csv|json]
  budgets --sources FILE --scope SCOPE [--source NAME] [--budget NAME]
          [--today DATE] [--format text|json]
  report  SNAPSHOT -o OUT.pdf [--png OUT.png [--png-size WIDTHxHEIGHT]]
  import-grafana IN.json -o OUT.json [--source NAME] [--strict]
  doctor  --sources FILE [--dashboard D] [--rules R] [--format text|json]
  explain --sources FILE (--promql Q [--source NAME] | --dashboard D --lane ID)
          --from T --to T [--baseline-from T --baseline-to T] [--top N]
          [--budget N] [--format json|text]
  backtest --sources FILE --rules R --from T --to T [--rule NAME]...
          [--set RULE.for=5m]... [--short 5m] [--format json|text]
  timeline SNAPSHOT [--format markdown|json|csv] [--zone UTC|local|IANA]
T ist RFC 3339, Unix-Sekunden oder now / now-6h. Details zu einem Befehl mit --help.
</translation>
    </message>
    <message numerus="yes">
        <source>Azure gives the spend to date as one figure: the %n day(s) before the billed history are drawn at an even share of it, so a threshold crossed then was crossed about that day.</source>
        <translation>
            <numerusform>Azure nennt die bisherigen Ausgaben als eine Zahl: Der %n Tag vor den abgerechneten Tagen wird mit einem gleichen Anteil davon gezeichnet; eine dann überschrittene Schwelle wurde ungefähr an diesem Tag überschritten.</numerusform>
            <numerusform>Azure nennt die bisherigen Ausgaben als eine Zahl: Die %n Tage vor den abgerechneten Tagen werden mit gleichen Anteilen davon gezeichnet; eine dann überschrittene Schwelle wurde ungefähr an diesem Tag überschritten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fleetscope_core</name>
    <message>
        <source>The schedule has no hours: choose days and a time window.</source>
        <translation>Der Zeitplan enthält keine Stunden: Tage und ein Zeitfenster wählen.</translation>
    </message>
    <message>
        <source>No GPU ran at least %1 % of the period: there is no base load to reserve.</source>
        <translation>Keine GPU lief mindestens %1 % des Zeitraums: Es gibt keine Grundlast zu reservieren.</translation>
    </message>
    <message>
        <source>Choose the node pools that could run on spot VMs.</source>
        <translation>Die Knotenpools wählen, die auf Spot-VMs laufen könnten.</translation>
    </message>
    <message>
        <source>No priced GPU ran in the chosen pools in this period.</source>
        <translation>In diesem Zeitraum lief keine GPU mit Preis in den gewählten Pools.</translation>
    </message>
    <message>
        <source>No GPU memory telemetry (DCGM_FI_DEV_FB_USED) in this period.</source>
        <translation>Keine GPU-Speicher-Telemetrie (DCGM_FI_DEV_FB_USED) in diesem Zeitraum.</translation>
    </message>
    <message>
        <source>%1 must be a number</source>
        <translation>%1 muss eine Zahl sein</translation>
    </message>
    <message>
        <source>%1 must not be negative</source>
        <translation>%1 darf nicht negativ sein</translation>
    </message>
    <message>
        <source>gpus must be a number or a fraction such as &quot;1/6&quot;</source>
        <translation>gpus muss eine Zahl oder ein Bruch wie &quot;1/6&quot; sein</translation>
    </message>
    <message>
        <source>gpus must be more than zero</source>
        <translation>gpus muss größer als null sein</translation>
    </message>
    <message>
        <source>SKU %1 must be an object</source>
        <translation>SKU %1 muss ein Objekt sein</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; in SKU %2 (known: %3)</source>
        <translation>unbekannter Schlüssel &quot;%1&quot; in SKU %2 (bekannt: %3)</translation>
    </message>
    <message>
        <source>SKU %1 has no pricePerHour</source>
        <translation>SKU %1 hat kein pricePerHour</translation>
    </message>
    <message>
        <source>SKU %1 has no gpus</source>
        <translation>SKU %1 hat kein gpus</translation>
    </message>
    <message>
        <source>gpuModel must be a string</source>
        <translation>gpuModel muss ein String sein</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be an object of name: SKU</source>
        <translation>&quot;%1&quot; muss ein Objekt aus Name: SKU sein</translation>
    </message>
    <message>
        <source>%1 must map to an SKU name</source>
        <translation>%1 muss auf einen SKU-Namen verweisen</translation>
    </message>
    <message>
        <source>%1 maps to SKU %2, which has no price</source>
        <translation>%1 verweist auf SKU %2, die keinen Preis hat</translation>
    </message>
    <message>
        <source>a price file is a JSON object</source>
        <translation>eine Preisdatei ist ein JSON-Objekt</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; (known: %2)</source>
        <translation>unbekannter Schlüssel &quot;%1&quot; (bekannt: %2)</translation>
    </message>
    <message>
        <source>replaceDefaults must be true or false</source>
        <translation>replaceDefaults muss true oder false sein</translation>
    </message>
    <message>
        <source>currency must be a currency code such as &quot;USD&quot;</source>
        <translation>currency muss ein Währungscode wie &quot;USD&quot; sein</translation>
    </message>
    <message>
        <source>&quot;skus&quot; must be an object of SKU: price</source>
        <translation>&quot;skus&quot; muss ein Objekt aus SKU: Preis sein</translation>
    </message>
    <message>
        <source>inhibition on %1</source>
        <translation>Unterdrückung auf %1</translation>
    </message>
    <message>
        <source>time interval %1 on %2</source>
        <translation>Zeitintervall %1 auf %2</translation>
    </message>
    <message>
        <source>%1 GPU %2</source>
        <translation>%1 GPU %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2 on %3</source>
        <translation>%1 %2 auf %3</translation>
    </message>
    <message>
        <source>The dashboard is not valid JSON (%1 at offset %2).</source>
        <translation>Das Dashboard ist kein gültiges JSON (%1 an Position %2).</translation>
    </message>
    <message>
        <source>The dashboard must be a JSON object.</source>
        <translation>Das Dashboard muss ein JSON-Objekt sein.</translation>
    </message>
    <message>
        <source>The dashboard&apos;s &quot;range&quot; is not a duration such as &quot;6h&quot;.</source>
        <translation>&quot;range&quot; des Dashboards ist keine Dauer wie &quot;6h&quot;.</translation>
    </message>
    <message>
        <source>The dashboard&apos;s &quot;refresh&quot; must be a duration of at least 1s, such as &quot;15s&quot;.</source>
        <translation>&quot;refresh&quot; des Dashboards muss eine Dauer von mindestens 1s sein, z. B. &quot;15s&quot;.</translation>
    </message>
    <message>
        <source>This is a Grafana dashboard; import it with File &gt; Import Grafana Dashboard or fleetscope-cli import-grafana.</source>
        <translation>Dies ist ein Grafana-Dashboard; importieren Sie es mit Datei &gt; Grafana-Dashboard importieren oder fleetscope-cli import-grafana.</translation>
    </message>
    <message>
        <source>The dashboard has no lanes.</source>
        <translation>Das Dashboard hat keine Spuren.</translation>
    </message>
    <message>
        <source>Two lanes share the id &quot;%1&quot;.</source>
        <translation>Zwei Spuren haben dieselbe ID &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Lane &quot;%1&quot;: unknown unit &quot;%2&quot;.</source>
        <translation>Spur &quot;%1&quot;: unbekannte Einheit &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>Lane &quot;%1&quot;: unknown aggregate &quot;%2&quot; (use max, min, avg, sum, p50, p95 or p99).</source>
        <translation>Spur &quot;%1&quot;: unbekannte Aggregation &quot;%2&quot; (max, min, avg, sum, p50, p95 oder p99 verwenden).</translation>
    </message>
    <message>
        <source>Lane &quot;%1&quot;: topK must be between 0 and 50.</source>
        <translation>Spur &quot;%1&quot;: topK muss zwischen 0 und 50 liegen.</translation>
    </message>
    <message>
        <source>Lane &quot;%1&quot;: a query names no source.</source>
        <translation>Spur &quot;%1&quot;: Eine Abfrage nennt keine Quelle.</translation>
    </message>
    <message>
        <source>Lane &quot;%1&quot; has no queries.</source>
        <translation>Spur &quot;%1&quot; hat keine Abfragen.</translation>
    </message>
    <message>
        <source>Two variables share the name &quot;%1&quot;.</source>
        <translation>Zwei Variablen haben denselben Namen &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>A variable&apos;s &quot;name&quot; must be letters, digits and &quot;_&quot; (got &quot;%1&quot;).</source>
        <translation>&quot;name&quot; einer Variable darf nur aus Buchstaben, Ziffern und &quot;_&quot; bestehen (erhalten: &quot;%1&quot;).</translation>
    </message>
    <message>
        <source>Variable &quot;%1&quot;: the name is one of the built-ins.</source>
        <translation>Variable &quot;%1&quot;: Der Name gehört zu den integrierten Variablen.</translation>
    </message>
    <message>
        <source>Variable &quot;%1&quot;: unknown kind &quot;%2&quot; (use query, custom or constant).</source>
        <translation>Variable &quot;%1&quot;: unbekannte Art &quot;%2&quot; (query, custom oder constant verwenden).</translation>
    </message>
    <message>
        <source>Variable &quot;%1&quot;: a query variable names no source.</source>
        <translation>Variable &quot;%1&quot;: Eine Abfragevariable nennt keine Quelle.</translation>
    </message>
    <message>
        <source>Variable &quot;%1&quot;: the query must be label_values(label) or label_values(selector, label), not &quot;%2&quot;.</source>
        <translation>Variable &quot;%1&quot;: Die Abfrage muss label_values(label) oder label_values(selector, label) sein, nicht &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>Variable &quot;%1&quot;: the regex is not valid.</source>
        <translation>Variable &quot;%1&quot;: Der reguläre Ausdruck ist ungültig.</translation>
    </message>
    <message>
        <source>Variable &quot;%1&quot; has no options.</source>
        <translation>Variable &quot;%1&quot; hat keine Optionen.</translation>
    </message>
    <message>
        <source>Imported dashboard</source>
        <translation>Importiertes Dashboard</translation>
    </message>
    <message>
        <source>The dashboard has no panels.</source>
        <translation>Das Dashboard hat keine Panels.</translation>
    </message>
    <message>
        <source>No panel of the dashboard could be converted: %1</source>
        <translation>Kein Panel des Dashboards konnte konvertiert werden: %1</translation>
    </message>
    <message>
        <source>Panel %1</source>
        <translation>Panel %1</translation>
    </message>
    <message>
        <source>Panel &quot;%1&quot;: a library panel; its content is not part of the export.</source>
        <translation>Panel &quot;%1&quot;: ein Bibliothekspanel; sein Inhalt ist nicht Teil des Exports.</translation>
    </message>
    <message>
        <source>Panel &quot;%1&quot; (%2): not a time series.</source>
        <translation>Panel &quot;%1&quot; (%2): keine Zeitreihe.</translation>
    </message>
    <message>
        <source>no type</source>
        <translation>kein Typ</translation>
    </message>
    <message>
        <source>Panel &quot;%1&quot;: the unit &quot;%2&quot; has no FleetScope equivalent; values are shown as plain numbers.</source>
        <translation>Panel &quot;%1&quot;: Die Einheit &quot;%2&quot; hat keine Entsprechung in FleetScope; Werte werden als einfache Zahlen angezeigt.</translation>
    </message>
    <message>
        <source>Panel &quot;%1&quot;: repeated for each $%2 in Grafana; here one lane shows them all (outliers are labelled).</source>
        <translation>Panel &quot;%1&quot;: in Grafana für jedes $%2 wiederholt; hier zeigt eine Spur alle (Ausreißer sind beschriftet).</translation>
    </message>
    <message>
        <source>Panel &quot;%1&quot;: its transformations are not applied.</source>
        <translation>Panel &quot;%1&quot;: Seine Transformationen werden nicht angewendet.</translation>
    </message>
    <message>
        <source>Panel &quot;%1&quot; has no queries.</source>
        <translation>Panel &quot;%1&quot; hat keine Abfragen.</translation>
    </message>
    <message>
        <source>Panel &quot;%1&quot;</source>
        <translation>Panel &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Panel &quot;%1&quot;, query %2</source>
        <translation>Panel &quot;%1&quot;, Abfrage %2</translation>
    </message>
    <message>
        <source>%1: hidden in Grafana, left out.</source>
        <translation>%1: in Grafana ausgeblendet, ausgelassen.</translation>
    </message>
    <message>
        <source>%1: a server-side expression (math, reduce, resample) is not supported.</source>
        <translation>%1: Ein serverseitiger Ausdruck (math, reduce, resample) wird nicht unterstützt.</translation>
    </message>
    <message>
        <source>%1: a %2 data source, not Prometheus.</source>
        <translation>%1: eine %2-Datenquelle, nicht Prometheus.</translation>
    </message>
    <message>
        <source>%1: no PromQL expression.</source>
        <translation>%1: kein PromQL-Ausdruck.</translation>
    </message>
    <message>
        <source>%1: uses %2, which Prometheus does not have.</source>
        <translation>%1: verwendet %2, das es in Prometheus nicht gibt.</translation>
    </message>
    <message>
        <source>%1: refers to %2, which the dashboard does not define (or FleetScope could not convert).</source>
        <translation>%1: verweist auf %2, das im Dashboard nicht definiert ist (oder das FleetScope nicht konvertieren konnte).</translation>
    </message>
    <message>
        <source>%1: the variable format %2 is not supported.</source>
        <translation>%1: Das Variablenformat %2 wird nicht unterstützt.</translation>
    </message>
    <message>
        <source>Panel &quot;%1&quot;: thresholds in percent of a range without min and max are left out.</source>
        <translation>Panel &quot;%1&quot;: Schwellenwerte in Prozent eines Bereichs ohne Min und Max werden ausgelassen.</translation>
    </message>
    <message>
        <source>The file is larger than %1 MiB; it is not a Grafana dashboard.</source>
        <translation>Die Datei ist größer als %1 MiB; sie ist kein Grafana-Dashboard.</translation>
    </message>
    <message>
        <source>The file is not valid JSON (%1 at offset %2).</source>
        <translation>Die Datei ist kein gültiges JSON (%1 an Position %2).</translation>
    </message>
    <message>
        <source>This is a FleetScope dashboard already; open it with File &gt; Open Dashboard.</source>
        <translation>Dies ist bereits ein FleetScope-Dashboard; öffnen Sie es mit Datei &gt; Dashboard öffnen.</translation>
    </message>
    <message>
        <source>This is not a Grafana dashboard: it has neither &quot;panels&quot; nor &quot;rows&quot;.</source>
        <translation>Dies ist kein Grafana-Dashboard: Es hat weder &quot;panels&quot; noch &quot;rows&quot;.</translation>
    </message>
    <message>
        <source>No source was named for the queries.</source>
        <translation>Für die Abfragen wurde keine Quelle angegeben.</translation>
    </message>
    <message>
        <source>Variable &quot;%1&quot;: the name is not one FleetScope can refer to.</source>
        <translation>Variable &quot;%1&quot;: Auf diesen Namen kann FleetScope nicht verweisen.</translation>
    </message>
    <message>
        <source>Variable $%1: its values come from a %2 data source.</source>
        <translation>Variable $%1: Ihre Werte stammen aus einer %2-Datenquelle.</translation>
    </message>
    <message>
        <source>Variable $%1: its regex %2 is not one FleetScope can read; every value is offered.</source>
        <translation>Variable $%1: ihren regulären Ausdruck %2 kann FleetScope nicht lesen; alle Werte werden angeboten.</translation>
    </message>
    <message>
        <source>Variable $%1: the query &quot;%2&quot; is not label_values(), and no value was saved with it.</source>
        <translation>Variable $%1: Die Abfrage &quot;%2&quot; ist nicht label_values(), und es wurde kein Wert mit ihr gespeichert.</translation>
    </message>
    <message>
        <source>Variable $%1: the query &quot;%2&quot; is not label_values(); it offers the values saved with the dashboard.</source>
        <translation>Variable $%1: Die Abfrage &quot;%2&quot; ist nicht label_values(); sie bietet die mit dem Dashboard gespeicherten Werte an.</translation>
    </message>
    <message>
        <source>Variable $%1: a text box in Grafana; here it holds &quot;%2&quot; (edit the dashboard file to change it).</source>
        <translation>Variable $%1: in Grafana ein Textfeld; hier enthält sie &quot;%2&quot; (zum Ändern die Dashboard-Datei bearbeiten).</translation>
    </message>
    <message>
        <source>Variable $%1: ad hoc filters are not supported.</source>
        <translation>Variable $%1: Ad-hoc-Filter werden nicht unterstützt.</translation>
    </message>
    <message>
        <source>Variable $%1: the type &quot;%2&quot; is not supported.</source>
        <translation>Variable $%1: Der Typ &quot;%2&quot; wird nicht unterstützt.</translation>
    </message>
    <message>
        <source>Variable $%1 has no values.</source>
        <translation>Variable $%1 hat keine Werte.</translation>
    </message>
    <message>
        <source>Variable $%1 is defined twice; the second is left out.</source>
        <translation>Variable $%1 ist doppelt definiert; die zweite Definition wird ausgelassen.</translation>
    </message>
    <message numerus="yes">
        <source>%n h</source>
        <translation>
            <numerusform>%n h</numerusform>
            <numerusform>%n h</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n min</source>
        <translation>
            <numerusform>%n min</numerusform>
            <numerusform>%n min</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 contains a NUL character.</source>
        <translation>%1 enthält ein NUL-Zeichen.</translation>
    </message>
    <message>
        <source>the timeout must be longer than zero.</source>
        <translation>das Zeitlimit muss größer als null sein.</translation>
    </message>
    <message>
        <source>&quot;url&quot; is empty.</source>
        <translation>&quot;url&quot; ist leer.</translation>
    </message>
    <message>
        <source>url</source>
        <translation>url</translation>
    </message>
    <message>
        <source>&quot;url&quot; must start with http:// or https:// written out.</source>
        <translation>&quot;url&quot; muss mit ausgeschriebenem http:// oder https:// beginnen.</translation>
    </message>
    <message>
        <source>&quot;url&quot; names no host.</source>
        <translation>&quot;url&quot; enthält keinen Host.</translation>
    </message>
    <message>
        <source>&quot;command&quot; names no program.</source>
        <translation>&quot;command&quot; enthält kein Programm.</translation>
    </message>
    <message>
        <source>argv[0]: the program takes no placeholders; name it literally.</source>
        <translation>argv[0]: Das Programm akzeptiert keine Platzhalter; bitte den Namen wörtlich angeben.</translation>
    </message>
    <message>
        <source>argv[0] contains a NUL character.</source>
        <translation>argv[0] enthält ein NUL-Zeichen.</translation>
    </message>
    <message>
        <source>&quot;workingDir&quot; must be an absolute path.</source>
        <translation>&quot;workingDir&quot; muss ein absoluter Pfad sein.</translation>
    </message>
    <message>
        <source>&quot;workingDir&quot; takes no placeholders.</source>
        <translation>&quot;workingDir&quot; akzeptiert keine Platzhalter.</translation>
    </message>
    <message>
        <source>&quot;azureAutomation&quot; needs &quot;%1&quot;.</source>
        <translation>&quot;azureAutomation&quot; benötigt &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>a parameter has no name.</source>
        <translation>ein Parameter hat keinen Namen.</translation>
    </message>
    <message>
        <source>parameter %1</source>
        <translation>Parameter %1</translation>
    </message>
    <message>
        <source>&quot;secret&quot; or &quot;secretEnv&quot; is set, but no {{secret}} says where the secret goes.</source>
        <translation>&quot;secret&quot; oder &quot;secretEnv&quot; ist gesetzt, aber kein {{secret}} gibt an, wohin das Geheimnis gehört.</translation>
    </message>
    <message>
        <source>Azure Automation runbook %1 (job %2)</source>
        <translation>Azure Automation-Runbook %1 (Job %2)</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>Open this address in the web browser:</source>
        <translation>Diese Adresse im Webbrowser öffnen:</translation>
    </message>
    <message>
        <source>Run this program directly, without a shell, stopping it after %1:</source>
        <translation>Dieses Programm direkt ohne Shell ausführen und nach %1 beenden:</translation>
    </message>
    <message>
        <source>  in FleetScope&apos;s working directory</source>
        <translation>  im Arbeitsverzeichnis von FleetScope</translation>
    </message>
    <message>
        <source>  in the directory %1</source>
        <translation>  im Verzeichnis %1</translation>
    </message>
    <message>
        <source>As a shell would write it (for reading only; no shell runs it):</source>
        <translation>So, wie eine Shell es schreiben würde (nur zum Lesen; es wird von keiner Shell ausgeführt):</translation>
    </message>
    <message>
        <source>Start the Azure Automation runbook %1 with the sign-in of the source &quot;%2&quot;:</source>
        <translation>Das Azure Automation-Runbook %1 mit der Anmeldung der Quelle &quot;%2&quot; starten:</translation>
    </message>
    <message>
        <source>  Authorization: Bearer (a token of the source&apos;s sign-in)</source>
        <translation>  Authorization: Bearer (ein Token aus der Anmeldung der Quelle)</translation>
    </message>
    <message>
        <source>Then poll GET %1 until the job ends (stopping it after %2), and read GET %3.</source>
        <translation>Anschließend GET %1 abfragen, bis der Job endet (Abbruch nach %2), und GET %3 lesen.</translation>
    </message>
    <message>
        <source>This runbook comes from %1, a file FleetScope did not get from you.</source>
        <translation>Dieses Runbook stammt aus %1, einer Datei, die FleetScope nicht von Ihnen erhalten hat.</translation>
    </message>
    <message>
        <source>Send this HTTP request, waiting at most %1 for the answer:</source>
        <translation>Diese HTTP-Anfrage senden und höchstens %1 auf die Antwort warten:</translation>
    </message>
    <message>
        <source>Send this HTTP request (action %1), waiting at most %2 for the answer:</source>
        <translation>Diese HTTP-Anfrage (Aktion %1) senden und höchstens %2 auf die Antwort warten:</translation>
    </message>
    <message>
        <source>the OS keychain (entry &quot;%1&quot;)</source>
        <translation>dem Schlüsselbund des Betriebssystems (Eintrag &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>the environment variable %1, or else the OS keychain (entry &quot;%2&quot;)</source>
        <translation>der Umgebungsvariable %1, andernfalls dem Schlüsselbund des Betriebssystems (Eintrag &quot;%2&quot;)</translation>
    </message>
    <message>
        <source>%1 is the secret address, read from %2 when it is sent; it is never shown or logged.</source>
        <translation>%1 ist die geheime Adresse; sie wird beim Senden aus %2 gelesen und nie angezeigt oder protokolliert.</translation>
    </message>
    <message>
        <source>%1 stands for the secret, read from %2 when it is sent; it is never shown or logged.</source>
        <translation>%1 steht für das Geheimnis; es wird beim Senden aus %2 gelesen und nie angezeigt oder protokolliert.</translation>
    </message>
    <message>
        <source>Redirects are not followed.</source>
        <translation>Umleitungen wird nicht gefolgt.</translation>
    </message>
    <message>
        <source>Runbook link of the rule</source>
        <translation>Runbook-Link der Regel</translation>
    </message>
    <message>
        <source>the runbook_url annotation of %1</source>
        <translation>die runbook_url-Anmerkung von %1</translation>
    </message>
    <message>
        <source>%1: runbook %2: already defined at %3; that one is used.</source>
        <translation>%1: Runbook %2: bereits in %3 definiert; jene Definition wird verwendet.</translation>
    </message>
    <message>
        <source>%1: unknown placeholder %2; use {{labels.NAME}}, {{annotations.NAME}}, {{alertname}}, {{startsAt}}, {{value}}, {{tier}}, {{fingerprint}}, {{target}}, {{summary}}, {{severity}} or {{color}}.</source>
        <translation>%1: unbekannter Platzhalter %2; {{labels.NAME}}, {{annotations.NAME}}, {{alertname}}, {{startsAt}}, {{value}}, {{tier}}, {{fingerprint}}, {{target}}, {{summary}}, {{severity}} oder {{color}} verwenden.</translation>
    </message>
    <message>
        <source>%1: %2 belongs to webhooks only.</source>
        <translation>%1: %2 gehört nur zu Webhooks.</translation>
    </message>
    <message>
        <source>%1: %2 stands only inside an object with &quot;$each&quot;.</source>
        <translation>%1: %2 darf nur in einem Objekt mit &quot;$each&quot; stehen.</translation>
    </message>
    <message>
        <source>%1: %2 stands for a whole JSON object and must be the whole value, alone in its string.</source>
        <translation>%1: %2 steht für ein ganzes JSON-Objekt und muss der ganze Wert sein, allein in seiner Zeichenkette.</translation>
    </message>
    <message>
        <source>%1: %2 belongs to webhook bodies only; name one value, such as {{labels.namespace}}.</source>
        <translation>%1: %2 gehört nur in Webhook-Bodys; nennen Sie einen einzelnen Wert, z. B. {{labels.namespace}}.</translation>
    </message>
    <message>
        <source>%1: the alert has no label &quot;%2&quot; (for %3).</source>
        <translation>%1: Der Alarm hat kein Label &quot;%2&quot; (für %3).</translation>
    </message>
    <message>
        <source>%1: the alert has no annotation &quot;%2&quot; (for %3).</source>
        <translation>%1: Der Alarm hat keine Anmerkung &quot;%2&quot; (für %3).</translation>
    </message>
    <message>
        <source>%1: the alert has no name (for %2).</source>
        <translation>%1: Der Alarm hat keinen Namen (für %2).</translation>
    </message>
    <message>
        <source>%1: the alert has no start time (for %2).</source>
        <translation>%1: Der Alarm hat keine Startzeit (für %2).</translation>
    </message>
    <message>
        <source>%1: the alert has no value (for %2).</source>
        <translation>%1: Der Alarm hat keinen Wert (für %2).</translation>
    </message>
    <message>
        <source>%1: the alert has no tier (for %2).</source>
        <translation>%1: Der Alarm hat keine Stufe (für %2).</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>%1: no action was chosen (for %2).</source>
        <translation>%1: Es wurde keine Aktion gewählt (für %2).</translation>
    </message>
    <message>
        <source>%1: the item has no %2.</source>
        <translation>%1: Das Element hat kein %2.</translation>
    </message>
    <message>
        <source>%1: &quot;{{&quot; is not closed by &quot;}}&quot; in %2.</source>
        <translation>%1: &quot;{{&quot; wird in %2 nicht durch &quot;}}&quot; geschlossen.</translation>
    </message>
    <message>
        <source>%1: the value of %2 contains a NUL character, which is refused.</source>
        <translation>%1: Der Wert von %2 enthält ein NUL-Zeichen und wird abgelehnt.</translation>
    </message>
    <message>
        <source>&quot;url&quot; takes no placeholder in its host; put values in the path or the query.</source>
        <translation>&quot;url&quot; akzeptiert keine Platzhalter im Host; Werte in den Pfad oder die Abfrage setzen.</translation>
    </message>
    <message>
        <source>%1 contains a NUL character, which is refused.</source>
        <translation>%1 enthält ein NUL-Zeichen und wird abgelehnt.</translation>
    </message>
    <message>
        <source>%1 is not an http or https address; a runbook opens web pages only.</source>
        <translation>%1 ist keine http- oder https-Adresse; ein Runbook öffnet nur Webseiten.</translation>
    </message>
    <message>
        <source>The runbook names no program to run.</source>
        <translation>Das Runbook nennt kein auszuführendes Programm.</translation>
    </message>
    <message>
        <source>argv[0]: the program takes no placeholders; name it literally (%1).</source>
        <translation>argv[0]: Das Programm akzeptiert keine Platzhalter; bitte den Namen wörtlich angeben (%1).</translation>
    </message>
    <message>
        <source>The command contains a NUL character, which is refused.</source>
        <translation>Der Befehl enthält ein NUL-Zeichen und wird abgelehnt.</translation>
    </message>
    <message>
        <source>%1 would be %2, which starts with &quot;-&quot;: %3 could read it as an option. Only the runbook itself may write options; put the value after a literal prefix such as --name=.</source>
        <translation>%1 wäre %2 und beginnt mit &quot;-&quot;: %3 könnte dies als Option lesen. Nur das Runbook selbst darf Optionen schreiben; den Wert hinter ein festes Präfix wie --name= setzen.</translation>
    </message>
    <message>
        <source>%1 must name something, not %2.</source>
        <translation>%1 muss etwas benennen, nicht %2.</translation>
    </message>
    <message>
        <source>The runbook names no azure-monitor source.</source>
        <translation>Das Runbook nennt keine azure-monitor-Quelle.</translation>
    </message>
    <message>
        <source>The runbook runs through the Azure source &quot;%1&quot;, which is not an azure-monitor source of the sources file.</source>
        <translation>Das Runbook läuft über die Azure-Quelle &quot;%1&quot;, die keine azure-monitor-Quelle der Quellendatei ist.</translation>
    </message>
    <message>
        <source>subscription</source>
        <translation>subscription</translation>
    </message>
    <message>
        <source>resourceGroup</source>
        <translation>resourceGroup</translation>
    </message>
    <message>
        <source>account</source>
        <translation>account</translation>
    </message>
    <message>
        <source>runbook</source>
        <translation>runbook</translation>
    </message>
    <message>
        <source>The runbook names no Azure Automation runbook.</source>
        <translation>Das Runbook nennt kein Azure Automation-Runbook.</translation>
    </message>
    <message>
        <source>runOn</source>
        <translation>runOn</translation>
    </message>
    <message>
        <source>The Automation job address is not valid: %1</source>
        <translation>Die Adresse des Automation-Jobs ist ungültig: %1</translation>
    </message>
    <message>
        <source>Runbook %1: %2</source>
        <translation>Runbook %1: %2</translation>
    </message>
    <message>
        <source>damaged series block: %1</source>
        <translation>beschädigter Datenreihenblock: %1</translation>
    </message>
    <message>
        <source>the time grid is not strictly increasing</source>
        <translation>das Zeitraster ist nicht streng aufsteigend</translation>
    </message>
    <message>
        <source>a series does not match the time grid (%1 values for %2 grid points)</source>
        <translation>eine Datenreihe passt nicht zum Zeitraster (%1 Werte für %2 Rasterpunkte)</translation>
    </message>
    <message>
        <source>%1 series over %2 grid points are too large for one block; split them</source>
        <translation>%1 Datenreihen über %2 Rasterpunkte sind zu groß für einen Block; bitte aufteilen</translation>
    </message>
    <message>
        <source>compression failed: %1</source>
        <translation>Komprimierung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>not a FleetScope series block</source>
        <translation>kein FleetScope-Datenreihenblock</translation>
    </message>
    <message>
        <source>unknown block version %1</source>
        <translation>unbekannte Blockversion %1</translation>
    </message>
    <message>
        <source>checksum mismatch</source>
        <translation>Prüfsumme stimmt nicht überein</translation>
    </message>
    <message>
        <source>declared size %1 does not fit the block</source>
        <translation>angegebene Größe %1 passt nicht zum Block</translation>
    </message>
    <message>
        <source>compressed frame does not match its size</source>
        <translation>komprimierter Frame passt nicht zu seiner Größe</translation>
    </message>
    <message>
        <source>cannot decompress (%1)</source>
        <translation>Dekomprimierung nicht möglich (%1)</translation>
    </message>
    <message>
        <source>bad %1</source>
        <translation>ungültig: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>HTTP %1 from %2, but with an empty answer instead of the one that means delivered.</source>
        <translation>HTTP %1 von %2, aber mit leerer Antwort statt der Antwort, die eine Zustellung bestätigt.</translation>
    </message>
    <message>
        <source>HTTP %1 from %2, but not delivered: %3</source>
        <translation>HTTP %1 von %2, aber nicht zugestellt: %3</translation>
    </message>
    <message>
        <source>dedup_key %1</source>
        <translation>dedup_key %1</translation>
    </message>
    <message>
        <source>%1 (dedup_key %2)</source>
        <translation>%1 (dedup_key %2)</translation>
    </message>
    <message>
        <source>Delivered: HTTP %1 from %2.</source>
        <translation>Zugestellt: HTTP %1 von %2.</translation>
    </message>
    <message>
        <source>Delivered: HTTP %1 from %2: %3</source>
        <translation>Zugestellt: HTTP %1 von %2: %3</translation>
    </message>
    <message>
        <source>HTTP %1 from %2: it redirects to %3, which is not followed; a webhook goes only where the confirmation said. Put the new address in the runbook registry if it is right.</source>
        <translation>HTTP %1 von %2: Umleitung auf %3, der nicht gefolgt wird; ein Webhook geht nur dorthin, wo die Bestätigung es angegeben hat. Tragen Sie die neue Adresse in das Runbook-Verzeichnis ein, wenn sie richtig ist.</translation>
    </message>
    <message>
        <source>an unnamed address</source>
        <translation>eine nicht genannte Adresse</translation>
    </message>
    <message>
        <source>too many requests; the service is throttling</source>
        <translation>zu viele Anfragen; der Dienst drosselt</translation>
    </message>
    <message>
        <source>the service is unavailable</source>
        <translation>der Dienst ist nicht verfügbar</translation>
    </message>
    <message>
        <source>%1, it asks to wait %2 s</source>
        <translation>%1, der Dienst bittet, %2 s zu warten</translation>
    </message>
    <message>
        <source>refused; check the secret (routing key, token or address)</source>
        <translation>abgelehnt; prüfen Sie das Geheimnis (Routing-Key, Token oder Adresse)</translation>
    </message>
    <message>
        <source>refused (%1); check the secret (routing key, token or address)</source>
        <translation>abgelehnt (%1); prüfen Sie das Geheimnis (Routing-Key, Token oder Adresse)</translation>
    </message>
    <message>
        <source>no such webhook; the address may be wrong or deleted</source>
        <translation>Webhook nicht vorhanden; die Adresse ist möglicherweise falsch oder gelöscht</translation>
    </message>
    <message>
        <source>no such webhook (%1); the address may be wrong or deleted</source>
        <translation>Webhook nicht vorhanden (%1); die Adresse ist möglicherweise falsch oder gelöscht</translation>
    </message>
    <message>
        <source>no explanation in the answer</source>
        <translation>keine Erklärung in der Antwort</translation>
    </message>
    <message>
        <source>Not delivered: HTTP %1 from %2: %3</source>
        <translation>Nicht zugestellt: HTTP %1 von %2: %3</translation>
    </message>
    <message>
        <source>%1: the body is nested more than %2 levels deep.</source>
        <translation>%1: Der Body ist tiefer als %2 Ebenen verschachtelt.</translation>
    </message>
    <message>
        <source>%1: %2 is not a JSON number.</source>
        <translation>%1: %2 ist keine JSON-Zahl.</translation>
    </message>
    <message>
        <source>%1: &quot;$each&quot; belongs in an object inside a list.</source>
        <translation>%1: &quot;$each&quot; gehört in ein Objekt innerhalb einer Liste.</translation>
    </message>
    <message>
        <source>%1: &quot;$each&quot; names one of %2.</source>
        <translation>%1: &quot;$each&quot; muss eines von %2 nennen.</translation>
    </message>
    <message>
        <source>%1: &quot;$each&quot; cannot stand inside another &quot;$each&quot;.</source>
        <translation>%1: &quot;$each&quot; darf nicht innerhalb eines anderen &quot;$each&quot; stehen.</translation>
    </message>
    <message>
        <source>%1: a key takes no placeholders.</source>
        <translation>%1: Ein Schlüssel akzeptiert keine Platzhalter.</translation>
    </message>
    <message>
        <source>%1: the key is written twice.</source>
        <translation>%1: Der Schlüssel ist doppelt angegeben.</translation>
    </message>
    <message>
        <source>%1 is not an http or https address.</source>
        <translation>%1 ist keine http- oder https-Adresse.</translation>
    </message>
    <message>
        <source>header %1</source>
        <translation>Header %1</translation>
    </message>
    <message>
        <source>header %1: the value %2 holds a line break, which is refused.</source>
        <translation>Header %1: Der Wert %2 enthält einen Zeilenumbruch und wird abgelehnt.</translation>
    </message>
    <message>
        <source>&quot;webhook.url&quot; is empty.</source>
        <translation>&quot;webhook.url&quot; ist leer.</translation>
    </message>
    <message>
        <source>&quot;webhook.url&quot; must start with http:// or https:// written out, or be &quot;{{secret}}&quot; when the whole address is the secret.</source>
        <translation>&quot;webhook.url&quot; muss mit ausgeschriebenem http:// oder https:// beginnen oder &quot;{{secret}}&quot; sein, wenn die ganze Adresse das Geheimnis ist.</translation>
    </message>
    <message>
        <source>&quot;webhook.url&quot; names no host.</source>
        <translation>&quot;webhook.url&quot; enthält keinen Host.</translation>
    </message>
    <message>
        <source>&quot;webhook.method&quot; is POST, PUT or PATCH, not %1.</source>
        <translation>&quot;webhook.method&quot; muss POST, PUT oder PATCH sein, nicht %1.</translation>
    </message>
    <message>
        <source>header %1: not a valid header name.</source>
        <translation>Header %1: kein gültiger Header-Name.</translation>
    </message>
    <message>
        <source>header %1: set by FleetScope itself.</source>
        <translation>Header %1: wird von FleetScope selbst gesetzt.</translation>
    </message>
    <message>
        <source>header %1: the value holds a line break.</source>
        <translation>Header %1: Der Wert enthält einen Zeilenumbruch.</translation>
    </message>
    <message>
        <source>&quot;webhook&quot; needs a &quot;body&quot; or &quot;actions&quot;.</source>
        <translation>&quot;webhook&quot; benötigt &quot;body&quot; oder &quot;actions&quot;.</translation>
    </message>
    <message>
        <source>&quot;webhook.successBody&quot; is not a valid regular expression: %1</source>
        <translation>&quot;webhook.successBody&quot; ist kein gültiger regulärer Ausdruck: %1</translation>
    </message>
    <message>
        <source>choose one of its actions: %1.</source>
        <translation>wählen Sie eine seiner Aktionen: %1.</translation>
    </message>
    <message>
        <source>it has no action &quot;%1&quot;; it has %2.</source>
        <translation>es hat keine Aktion &quot;%1&quot;; vorhanden sind %2.</translation>
    </message>
    <message>
        <source>the webhook has no body.</source>
        <translation>der Webhook hat keinen Body.</translation>
    </message>
    <message>
        <source>Graphics engine exception: usually the program accessed memory it must not</source>
        <translation>Ausnahme der Grafik-Engine: meist hat das Programm auf Speicher zugegriffen, den es nicht darf</translation>
    </message>
    <message>
        <source>Check the application (run it under compute-sanitizer). If other programs on this GPU see it too, run the DCGM diagnostics.</source>
        <translation>Prüfen Sie die Anwendung (unter compute-sanitizer ausführen). Sehen andere Programme auf dieser GPU es auch, führen Sie die DCGM-Diagnose aus.</translation>
    </message>
    <message>
        <source>GPU memory page fault: the program used an address it does not own</source>
        <translation>Seitenfehler im GPU-Speicher: das Programm hat eine Adresse benutzt, die ihm nicht gehört</translation>
    </message>
    <message>
        <source>Check the application. Faults from many programs on one GPU point at the driver or the GPU.</source>
        <translation>Prüfen Sie die Anwendung. Fehler vieler Programme auf einer GPU deuten auf den Treiber oder die GPU.</translation>
    </message>
    <message>
        <source>GPU stopped the program&apos;s work after the program faulted; the GPU is fine</source>
        <translation>Die GPU hat die Arbeit des Programms nach dessen Fehler angehalten; die GPU ist in Ordnung</translation>
    </message>
    <message>
        <source>Restart the application.</source>
        <translation>Starten Sie die Anwendung neu.</translation>
    </message>
    <message>
        <source>Work cleaned up after its program ended or after an earlier error</source>
        <translation>Arbeit aufgeräumt, nachdem ihr Programm endete oder nach einem früheren Fehler</translation>
    </message>
    <message>
        <source>Nothing on its own: look for the Xid that came just before it.</source>
        <translation>Für sich allein nichts: suchen Sie den Xid direkt davor.</translation>
    </message>
    <message>
        <source>Double-bit ECC error: uncorrectable GPU memory error</source>
        <translation>Doppelbit-ECC-Fehler: nicht korrigierbarer Fehler im GPU-Speicher</translation>
    </message>
    <message>
        <source>Drain the GPU and reset it (the bad memory is remapped at the reset). Replace the GPU if it happens again.</source>
        <translation>Leeren Sie die GPU und setzen Sie sie zurück (der fehlerhafte Speicher wird beim Zurücksetzen umgelegt). Tauschen Sie die GPU, wenn es wieder passiert.</translation>
    </message>
    <message>
        <source>Internal micro-controller breakpoint or warning</source>
        <translation>Haltepunkt oder Warnung des internen Mikrocontrollers</translation>
    </message>
    <message>
        <source>Reset the GPU when convenient. If it repeats, collect nvidia-bug-report.sh for NVIDIA support.</source>
        <translation>Setzen Sie die GPU bei Gelegenheit zurück. Wiederholt es sich, sammeln Sie nvidia-bug-report.sh für den NVIDIA-Support.</translation>
    </message>
    <message>
        <source>Internal micro-controller halted</source>
        <translation>Interner Mikrocontroller angehalten</translation>
    </message>
    <message>
        <source>Drain the GPU and reset it.</source>
        <translation>Leeren Sie die GPU und setzen Sie sie zurück.</translation>
    </message>
    <message>
        <source>A memory row was marked for remapping (or a page retired) after an ECC error; it takes effect at the next GPU reset</source>
        <translation>Eine Speicherzeile wurde nach einem ECC-Fehler zum Umlegen markiert (oder eine Seite stillgelegt); das wirkt beim nächsten Zurücksetzen der GPU</translation>
    </message>
    <message>
        <source>Reset the GPU at its next drain.</source>
        <translation>Setzen Sie die GPU beim nächsten Leeren zurück.</translation>
    </message>
    <message>
        <source>Memory row remapping (or page retirement) failed after an ECC error</source>
        <translation>Umlegen der Speicherzeile (oder Stilllegen der Seite) nach einem ECC-Fehler fehlgeschlagen</translation>
    </message>
    <message>
        <source>Drain the GPU and reset it. If remapping fails again, replace the GPU.</source>
        <translation>Leeren Sie die GPU und setzen Sie sie zurück. Schlägt das Umlegen wieder fehl, tauschen Sie die GPU.</translation>
    </message>
    <message>
        <source>NVLink error</source>
        <translation>NVLink-Fehler</translation>
    </message>
    <message>
        <source>Drain and reset the GPUs on that link; check the NVLink error counters and the bridge or switch.</source>
        <translation>Leeren Sie die GPUs an dieser Verbindung und setzen Sie sie zurück; prüfen Sie die NVLink-Fehlerzähler und die Brücke oder den Switch.</translation>
    </message>
    <message>
        <source>GPU has fallen off the bus: the host can no longer reach it</source>
        <translation>GPU ist vom Bus gefallen: der Host erreicht sie nicht mehr</translation>
    </message>
    <message>
        <source>Drain the node and reboot it; check power, cooling and seating. Replace the GPU if it happens again.</source>
        <translation>Leeren Sie den Knoten und starten Sie ihn neu; prüfen Sie Stromversorgung, Kühlung und Sitz. Tauschen Sie die GPU, wenn es wieder passiert.</translation>
    </message>
    <message>
        <source>High rate of corrected (single-bit) ECC errors</source>
        <translation>Hohe Rate korrigierter (Einzelbit-)ECC-Fehler</translation>
    </message>
    <message>
        <source>Reset the GPU when convenient and watch for row remapping (Xid 63/64).</source>
        <translation>Setzen Sie die GPU bei Gelegenheit zurück und achten Sie auf das Umlegen von Zeilen (Xid 63/64).</translation>
    </message>
    <message>
        <source>Contained uncorrectable ECC error: only the program using that memory was stopped</source>
        <translation>Eingegrenzter nicht korrigierbarer ECC-Fehler: nur das Programm, das diesen Speicher nutzte, wurde angehalten</translation>
    </message>
    <message>
        <source>Restart the stopped program; reset the GPU at its next drain so the row is remapped.</source>
        <translation>Starten Sie das angehaltene Programm neu; setzen Sie die GPU beim nächsten Leeren zurück, damit die Zeile umgelegt wird.</translation>
    </message>
    <message>
        <source>Uncontained uncorrectable ECC error: every program on the GPU is affected</source>
        <translation>Nicht eingegrenzter nicht korrigierbarer ECC-Fehler: jedes Programm auf der GPU ist betroffen</translation>
    </message>
    <message>
        <source>GPU firmware (GSP) did not answer in time</source>
        <translation>GPU-Firmware (GSP) hat nicht rechtzeitig geantwortet</translation>
    </message>
    <message>
        <source>Drain the GPU and reset it. If it repeats, update the driver.</source>
        <translation>Leeren Sie die GPU und setzen Sie sie zurück. Wiederholt es sich, aktualisieren Sie den Treiber.</translation>
    </message>
    <message>
        <source>GPU firmware (GSP) error</source>
        <translation>Fehler der GPU-Firmware (GSP)</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>im Leerlauf</translation>
    </message>
    <message>
        <source>application clock setting</source>
        <translation>Anwendungstakt-Einstellung</translation>
    </message>
    <message>
        <source>SW power cap</source>
        <translation>SW-Leistungsgrenze</translation>
    </message>
    <message>
        <source>HW slowdown</source>
        <translation>HW-Verlangsamung</translation>
    </message>
    <message>
        <source>sync boost</source>
        <translation>Sync-Boost</translation>
    </message>
    <message>
        <source>SW thermal slowdown</source>
        <translation>SW-Verlangsamung (Temperatur)</translation>
    </message>
    <message>
        <source>HW thermal slowdown</source>
        <translation>HW-Verlangsamung (Temperatur)</translation>
    </message>
    <message>
        <source>HW power brake</source>
        <translation>HW-Leistungsbremse</translation>
    </message>
    <message>
        <source>display clock setting</source>
        <translation>Anzeigetakt-Einstellung</translation>
    </message>
    <message>
        <source>Xid %1 (not in FleetScope&apos;s table)</source>
        <translation>Xid %1 (nicht in FleetScopes Tabelle)</translation>
    </message>
    <message>
        <source>Look the code up in NVIDIA&apos;s Xid catalog.</source>
        <translation>Schlagen Sie den Code im Xid-Katalog von NVIDIA nach.</translation>
    </message>
    <message>
        <source>unknown reason 0x%1</source>
        <translation>unbekannter Grund 0x%1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (assumed: the source&apos;s metrics are unknown)</source>
        <translation>%1 (angenommen: die Metriken der Quelle sind unbekannt)</translation>
    </message>
    <message>
        <source>no way to get %1: %2</source>
        <translation>kein Weg, %1 zu ermitteln: %2</translation>
    </message>
    <message>
        <source>the source has no %1</source>
        <translation>die Quelle hat keine Metrik %1</translation>
    </message>
    <message>
        <source>the source has no %1 (it has %2)</source>
        <translation>die Quelle hat keine Metrik %1 (sie hat %2)</translation>
    </message>
    <message>
        <source>fix: use %1</source>
        <translation>Korrektur: %1 verwenden</translation>
    </message>
    <message>
        <source>as written</source>
        <translation>wie geschrieben</translation>
    </message>
    <message>
        <source>%1 is not a quantity FleetScope knows</source>
        <translation>%1 ist keine Messgröße, die FleetScope kennt</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>GPU memory used</source>
        <translation>Belegter GPU-Speicher</translation>
    </message>
    <message>
        <source>memory used of used + free + reserved</source>
        <translation>Speicherbelegung von belegt + frei + reserviert</translation>
    </message>
    <message>
        <source>memory used of used + free (without FB_RESERVED)</source>
        <translation>Speicherbelegung von belegt + frei (ohne FB_RESERVED)</translation>
    </message>
    <message>
        <source>GPU busy</source>
        <translation>GPU-Aktivität</translation>
    </message>
    <message>
        <source>GPU utilisation</source>
        <translation>GPU-Auslastung</translation>
    </message>
    <message>
        <source>graphics engine active (per MIG instance where partitioned)</source>
        <translation>Aktivität der Grafik-Engine (je MIG-Instanz, wo partitioniert)</translation>
    </message>
    <message>
        <source>GPU utilisation (whole GPU, MIG)</source>
        <translation>GPU-Auslastung (ganze GPU, MIG)</translation>
    </message>
    <message>
        <source>Mean inference latency</source>
        <translation>Mittlere Inferenzlatenz</translation>
    </message>
    <message>
        <source>P95 inference latency</source>
        <translation>P95-Inferenzlatenz</translation>
    </message>
    <message>
        <source>inference request histogram</source>
        <translation>Histogramm der Inferenzanfragen</translation>
    </message>
    <message>
        <source>vLLM end-to-end latency</source>
        <translation>vLLM-End-to-End-Latenz</translation>
    </message>
    <message>
        <source>TGI request duration</source>
        <translation>TGI-Anfragedauer</translation>
    </message>
    <message>
        <source>Triton request latency summary</source>
        <translation>Summary der Triton-Anfragelatenz</translation>
    </message>
    <message>
        <source>Triton request duration counters (a mean, not a P95)</source>
        <translation>Triton-Zähler der Anfragedauer (ein Mittelwert, kein P95)</translation>
    </message>
    <message>
        <source>OpenTelemetry HTTP server duration</source>
        <translation>OpenTelemetry-HTTP-Serverdauer</translation>
    </message>
    <message>
        <source>OpenTelemetry HTTP server duration (ms)</source>
        <translation>OpenTelemetry-HTTP-Serverdauer (ms)</translation>
    </message>
    <message>
        <source>OpenTelemetry HTTP server duration (ms, no unit suffix)</source>
        <translation>OpenTelemetry-HTTP-Serverdauer (ms, ohne Einheitensuffix)</translation>
    </message>
    <message>
        <source>Ray Serve processing latency (ms)</source>
        <translation>Ray Serve-Verarbeitungslatenz (ms)</translation>
    </message>
    <message>
        <source>latency histogram (seconds)</source>
        <translation>Latenzhistogramm (Sekunden)</translation>
    </message>
    <message>
        <source>latency histogram (milliseconds)</source>
        <translation>Latenzhistogramm (Millisekunden)</translation>
    </message>
    <message>
        <source>P95 time to first token</source>
        <translation>P95-Zeit bis zum ersten Token</translation>
    </message>
    <message>
        <source>vLLM time to first token</source>
        <translation>vLLM-Zeit bis zum ersten Token</translation>
    </message>
    <message>
        <source>Triton first response (ms)</source>
        <translation>Triton-Zeit bis zur ersten Antwort (ms)</translation>
    </message>
    <message>
        <source>Inference pods available</source>
        <translation>Verfügbare Inferenz-Pods</translation>
    </message>
    <message>
        <source>kube-state-metrics available replicas</source>
        <translation>verfügbare Replikate laut kube-state-metrics</translation>
    </message>
    <message>
        <source>kube-state-metrics replicas (not only available ones)</source>
        <translation>Replikate laut kube-state-metrics (nicht nur verfügbare)</translation>
    </message>
    <message>
        <source>Inference pods</source>
        <translation>Inferenz-Pods</translation>
    </message>
    <message>
        <source>pods the inference server reports from</source>
        <translation>Pods, von denen der Inferenzserver Metriken liefert</translation>
    </message>
    <message>
        <source>Inference pods reporting</source>
        <translation>Meldende Inferenz-Pods</translation>
    </message>
    <message>
        <source>GPU clock event reasons</source>
        <translation>Gründe für GPU-Taktereignisse</translation>
    </message>
    <message>
        <source>clock event reasons</source>
        <translation>Gründe für Taktereignisse</translation>
    </message>
    <message>
        <source>clock throttle reasons (older exporters)</source>
        <translation>Gründe für Taktdrosselung (ältere Exporter)</translation>
    </message>
    <message>
        <source>%1: the source has no %2</source>
        <translation>%1: die Quelle hat keine Metrik %2</translation>
    </message>
    <message>
        <source>%1: the series have no %2 label</source>
        <translation>%1: die Zeitreihen haben kein Label %2</translation>
    </message>
    <message>
        <source>%1: not used where the series have a %2 label</source>
        <translation>%1: nicht verwendet, wenn die Zeitreihen ein Label %2 haben</translation>
    </message>
    <message>
        <source>No way to get %1 from %2: %3</source>
        <translation>Kein Weg, %1 aus %2 zu ermitteln: %3</translation>
    </message>
    <message>
        <source>No series for %1 on %2.</source>
        <translation>Keine Zeitreihen für %1 in %2.</translation>
    </message>
    <message>
        <source>No series for %1 on %2 (the source has %3).</source>
        <translation>Keine Zeitreihen für %1 in %2 (die Quelle hat %3).</translation>
    </message>
    <message>
        <source>Mean inference latency by phase</source>
        <translation>Mittlere Inferenzlatenz nach Phase</translation>
    </message>
    <message>
        <source>the Application Insights metrics of its workspace are not known (is &quot;workspace&quot; set for the source?)</source>
        <translation>die Application-Insights-Metriken ihres Arbeitsbereichs sind nicht bekannt (ist &quot;workspace&quot; für die Quelle gesetzt?)</translation>
    </message>
    <message>
        <source>its workspace could not be asked: %1</source>
        <translation>ihr Arbeitsbereich konnte nicht befragt werden: %1</translation>
    </message>
    <message>
        <source>workspace %1 has no Application Insights custom metrics in the last day (neither AppMetrics nor customMetrics)</source>
        <translation>Arbeitsbereich %1 hat am letzten Tag keine benutzerdefinierten Application-Insights-Metriken (weder AppMetrics noch customMetrics)</translation>
    </message>
    <message>
        <source>%1 in workspace %2 has no latency metric (a name ending in _ms, _milliseconds or _seconds that says latency, duration or a phase); it has %3</source>
        <translation>%1 in Arbeitsbereich %2 hat keine Latenzmetrik (einen Namen auf _ms, _milliseconds oder _seconds, der Latenz, Dauer oder eine Phase nennt); es hat %3</translation>
    </message>
    <message>
        <source>no metrics</source>
        <translation>keine Metriken</translation>
    </message>
    <message>
        <source>Application Insights mean per phase</source>
        <translation>Application-Insights-Mittelwert je Phase</translation>
    </message>
    <message>
        <source>Application Insights mean</source>
        <translation>Application-Insights-Mittelwert</translation>
    </message>
    <message>
        <source>%1 (MIG instance %2)</source>
        <translation>%1 (MIG-Instanz %2)</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message numerus="yes">
        <source>GPU %1 is shared by %n pods (time-slicing): its cost is split between them, not counted %n times.</source>
        <translation>
            <numerusform>GPU %1 wird von %n Pod geteilt (Time-Slicing): Ihre Kosten werden zwischen ihnen aufgeteilt, nicht %n-mal gezählt.</numerusform>
            <numerusform>GPU %1 wird von %n Pods geteilt (Time-Slicing): Ihre Kosten werden zwischen ihnen aufgeteilt, nicht %n-mal gezählt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more GPU(s) are shared by several pods; the cost of each is split between them.</source>
        <translation>
            <numerusform>%n weitere GPU wird von mehreren Pods geteilt; ihre Kosten werden zwischen ihnen aufgeteilt.</numerusform>
            <numerusform>%n weitere GPUs werden von mehreren Pods geteilt; die Kosten jeder GPU werden zwischen ihnen aufgeteilt.</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU %1 reported pod %2 for %3 after the pod ended: those GPU-hours are shown as %4.</source>
        <translation>GPU %1 meldete Pod %2 noch %3 nach dessen Ende: Diese GPU-Stunden erscheinen als %4.</translation>
    </message>
    <message>
        <source>GPU %1 reported pod %2 for %3 after the pod ended; grouped by a pod label, those GPU-hours show as %4.</source>
        <translation>GPU %1 meldete Pod %2 noch %3 nach dessen Ende; nach einem Pod-Label gruppiert erscheinen diese GPU-Stunden als %4.</translation>
    </message>
    <message numerus="yes">
        <source>%n more GPU(s) reported pods that had ended; those GPU-hours are counted the same way.</source>
        <translation>
            <numerusform>%n weitere GPU meldete beendete Pods; diese GPU-Stunden werden ebenso gezählt.</numerusform>
            <numerusform>%n weitere GPUs meldeten beendete Pods; diese GPU-Stunden werden ebenso gezählt.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>%1/%2 (MIG %3)</source>
        <translation>%1/%2 (MIG %3)</translation>
    </message>
    <message>
        <source>GPU %1 is shared by %2 pods (time-slicing): its series repeat the device&apos;s values once per pod, not %2 GPUs.</source>
        <translation>GPU %1 wird von %2 Pods geteilt (Time-Slicing): Ihre Reihen wiederholen die Werte des Geräts einmal je Pod, es sind nicht %2 GPUs.</translation>
    </message>
    <message numerus="yes">
        <source>%n more shared GPU(s).</source>
        <translation>
            <numerusform>%n weitere geteilte GPU.</numerusform>
            <numerusform>%n weitere geteilte GPUs.</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU %1/%2 went on naming pod %3 for %4 min after kube-state-metrics stopped listing it (dcgm-exporter keeps pod labels): those values are not the pod&apos;s.</source>
        <translation>GPU %1/%2 nannte Pod %3 noch %4 min, nachdem kube-state-metrics ihn nicht mehr aufführte (dcgm-exporter behält Pod-Labels): Diese Werte gehören nicht zum Pod.</translation>
    </message>
    <message numerus="yes">
        <source>%n more GPU(s) with an ended pod&apos;s label.</source>
        <translation>
            <numerusform>%n weitere GPU mit dem Label eines beendeten Pods.</numerusform>
            <numerusform>%n weitere GPUs mit dem Label eines beendeten Pods.</numerusform>
        </translation>
    </message>
    <message>
        <source>The saved Explain result has no readable window or baseline.</source>
        <translation>Die gespeicherte Erklärung hat kein lesbares Fenster oder keine lesbare Basislinie.</translation>
    </message>
    <message>
        <source>The dashboard&apos;s &quot;serverAggregatesAbove&quot; must be a number of series, such as 2000 (0 turns server-side aggregates off).</source>
        <translation>&quot;serverAggregatesAbove&quot; des Dashboards muss eine Anzahl von Reihen sein, etwa 2000 (0 schaltet serverseitige Aggregate ab).</translation>
    </message>
    <message>
        <source>Lane &quot;%1&quot;: &quot;serverAggregatesAbove&quot; must be a number of series, such as 2000 (0 turns server-side aggregates off).</source>
        <translation>Spur &quot;%1&quot;: &quot;serverAggregatesAbove&quot; muss eine Anzahl von Reihen sein, etwa 2000 (0 schaltet serverseitige Aggregate ab).</translation>
    </message>
    <message>
        <source>acknowledged</source>
        <translation>bestätigt</translation>
    </message>
    <message>
        <source>silenced</source>
        <translation>stummgeschaltet</translation>
    </message>
    <message>
        <source>unsilenced</source>
        <translation>Stummschaltung aufgehoben</translation>
    </message>
    <message>
        <source>silence refused</source>
        <translation>Stummschaltung abgelehnt</translation>
    </message>
    <message>
        <source>runbook started</source>
        <translation>Runbook gestartet</translation>
    </message>
    <message>
        <source>runbook ended</source>
        <translation>Runbook beendet</translation>
    </message>
    <message>
        <source>runbook dry run</source>
        <translation>Runbook-Probelauf</translation>
    </message>
    <message>
        <source>runbook registry loaded</source>
        <translation>Runbook-Registry geladen</translation>
    </message>
    <message>
        <source>alert rules loaded</source>
        <translation>Alarmregeln geladen</translation>
    </message>
    <message>
        <source>tier map changed</source>
        <translation>Stufenzuordnung geändert</translation>
    </message>
    <message>
        <source>no data</source>
        <translation>keine Daten</translation>
    </message>
    <message>
        <source>%1 %2 (range %3 – %4)</source>
        <translation>%1 %2 (Bereich %3 – %4)</translation>
    </message>
    <message>
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
    <message>
        <source>%1 no data</source>
        <translation>%1 keine Daten</translation>
    </message>
    <message>
        <source>%1, ×%2</source>
        <translation>%1, ×%2</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <source>A %1 · B %2 · Δ %3 in %4</source>
        <translation>A %1 · B %2 · Δ %3 in %4</translation>
    </message>
    <message>
        <source>%1%2 %3</source>
        <translation>%1%2 %3</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>ausstehend</translation>
    </message>
    <message>
        <source>firing</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <source>resolved</source>
        <translation>behoben</translation>
    </message>
    <message>
        <source>no longer pending</source>
        <translation>nicht mehr ausstehend</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source>Timeline: %1</source>
        <translation>Zeitleiste: %1</translation>
    </message>
    <message>
        <source>Nothing happened in this snapshot: no alert, change, action or annotation.</source>
        <translation>In diesem Snapshot ist nichts geschehen: kein Alarm, keine Änderung, Aktion oder Anmerkung.</translation>
    </message>
    <message>
        <source>Times in %1.</source>
        <translation>Zeiten in %1.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n alerts)</source>
        <translation>
            <numerusform>%1 (%n Alarm)</numerusform>
            <numerusform>%1 (%n Alarme)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 und %n weitere</numerusform>
            <numerusform>%1 und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>von %1</translation>
    </message>
    <message>
        <source>by %1: %2</source>
        <translation>von %1: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a change: write RULE.for=5m, RULE.keep_firing_for=10m or RULE.threshold=2.5.</source>
        <translation>&quot;%1&quot; ist keine Änderung: Schreiben Sie RULE.for=5m, RULE.keep_firing_for=10m oder RULE.threshold=2.5.</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2 cannot be changed; use for, keep_firing_for or threshold.</source>
        <translation>&quot;%1&quot;: %2 kann nicht geändert werden; verwenden Sie for, keep_firing_for oder threshold.</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the threshold must be a number, such as 2.5.</source>
        <translation>&quot;%1&quot;: threshold muss eine Zahl wie 2.5 sein.</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2 must be a duration, such as 5m or 90s.</source>
        <translation>&quot;%1&quot;: %2 muss eine Dauer wie 5m oder 90s sein.</translation>
    </message>
    <message>
        <source>its expression compares with no number at its top level, so there is no threshold to change; try a copy of the rule file with the new expression.</source>
        <translation>ihr Ausdruck vergleicht auf oberster Ebene mit keiner Zahl, es gibt also keinen Schwellenwert zu ändern; probieren Sie eine Kopie der Regeldatei mit dem neuen Ausdruck aus.</translation>
    </message>
    <message>
        <source>its expression compares with %1 numbers (%2), so which threshold to change is unclear; try a copy of the rule file with the new expression.</source>
        <translation>ihr Ausdruck vergleicht mit %1 Zahlen (%2), daher ist unklar, welcher Schwellenwert geändert werden soll; probieren Sie eine Kopie der Regeldatei mit dem neuen Ausdruck aus.</translation>
    </message>
    <message>
        <source>%1: cannot apply %2: %3</source>
        <translation>%1: %2 kann nicht angewendet werden: %3</translation>
    </message>
    <message>
        <source>The dashboard&apos;s &quot;builtinChanges&quot; must be true or false.</source>
        <translation>&quot;builtinChanges&quot; des Dashboards muss true oder false sein.</translation>
    </message>
    <message>
        <source>The dashboard&apos;s &quot;annotations&quot; must be a list of {&quot;name&quot;, &quot;source&quot;, &quot;promql&quot;} objects.</source>
        <translation>&quot;annotations&quot; des Dashboards muss eine Liste von {&quot;name&quot;, &quot;source&quot;, &quot;promql&quot;}-Objekten sein.</translation>
    </message>
    <message>
        <source>Annotation query %1 needs a &quot;name&quot;, a &quot;source&quot; and a &quot;promql&quot;.</source>
        <translation>Anmerkungsabfrage %1 braucht &quot;name&quot;, &quot;source&quot; und &quot;promql&quot;.</translation>
    </message>
    <message>
        <source>1 day ago</source>
        <translation>vor 1 Tag</translation>
    </message>
    <message>
        <source>1 week ago</source>
        <translation>vor 1 Woche</translation>
    </message>
    <message>
        <source>%1 days ago</source>
        <translation>vor %1 Tagen</translation>
    </message>
    <message>
        <source>%1 earlier</source>
        <translation>%1 früher</translation>
    </message>
    <message>
        <source>%1, normally %2</source>
        <translation>%1, normalerweise %2</translation>
    </message>
    <message>
        <source>%1 (normally %2)</source>
        <translation>%1 (normalerweise %2)</translation>
    </message>
    <message>
        <source>offline, only the for and keep_firing_for of this rule can change: its expression is not one comparison with a number (EXPR &gt; 2), so the snapshot keeps its answer, not the series before the threshold. Backtest it live.</source>
        <translation>offline können sich nur for und keep_firing_for dieser Regel ändern: Ihr Ausdruck ist kein einzelner Vergleich mit einer Zahl (EXPR &gt; 2), daher enthält der Snapshot ihre Antwort, nicht die Reihen vor dem Schwellenwert. Prüfen Sie sie live.</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 ist keine Zahl</translation>
    </message>
    <message>
        <source>The budget has no amount: give one above zero.</source>
        <translation>Das Budget hat keinen Betrag: Geben Sie einen über null an.</translation>
    </message>
    <message>
        <source>No day to forecast from.</source>
        <translation>Kein Tag, von dem aus prognostiziert werden kann.</translation>
    </message>
    <message>
        <source>There is no daily cost in the 28 days up to %1 to forecast from: widen the review&apos;s range.</source>
        <translation>In den 28 Tagen bis %1 gibt es keine täglichen Kosten für eine Prognose: Erweitern Sie den Bereich der Auswertung.</translation>
    </message>
    <message>
        <source>price file (node)</source>
        <translation>Preisdatei (Knoten)</translation>
    </message>
    <message>
        <source>instance type</source>
        <translation>Instanztyp</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU-Modell</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>kein Preis</translation>
    </message>
    <message numerus="yes">
        <source>MIG: %n GPU(s) report as %1 instances. Each GPU is counted once: each instance holds its profile&apos;s documented share of the GPU (a 1g.10gb is 1/7 of an A100 80GB), slices no instance holds are unallocated (%2 GPU-hours), and each instance is busy or idle by its own utilisation.</source>
        <translation>
            <numerusform>MIG: %n GPU meldet sich als %1 Instanzen. Jede GPU zählt einmal: Jede Instanz hält den dokumentierten Anteil ihres Profils an der GPU (ein 1g.10gb ist 1/7 einer A100 80GB), Slices ohne Instanz sind nicht zugewiesen (%2 GPU-Stunden), und jede Instanz ist nach ihrer eigenen Auslastung ausgelastet oder untätig.</numerusform>
            <numerusform>MIG: %n GPUs melden sich als %1 Instanzen. Jede GPU zählt einmal: Jede Instanz hält den dokumentierten Anteil ihres Profils an der GPU (ein 1g.10gb ist 1/7 einer A100 80GB), Slices ohne Instanz sind nicht zugewiesen (%2 GPU-Stunden), und jede Instanz ist nach ihrer eigenen Auslastung ausgelastet oder untätig.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>MIG profile %1 on %2 is not among the documented profiles (%n GPU(s), such as %3): the hours of such a GPU are split between the instances that report by the size in the profile&apos;s name, and its empty slices are not counted. Check GPU_I_PROFILE and modelName on that GPU.</source>
        <translation>
            <numerusform>Das MIG-Profil %1 auf %2 ist keines der dokumentierten Profile (%n GPU, etwa %3): Die Stunden einer solchen GPU werden nach der Größe im Profilnamen auf die meldenden Instanzen verteilt, und ihre leeren Slices werden nicht gezählt. Prüfen Sie GPU_I_PROFILE und modelName auf dieser GPU.</numerusform>
            <numerusform>Das MIG-Profil %1 auf %2 ist keines der dokumentierten Profile (%n GPUs, etwa %3): Die Stunden einer solchen GPU werden nach der Größe im Profilnamen auf die meldenden Instanzen verteilt, und ihre leeren Slices werden nicht gezählt. Prüfen Sie GPU_I_PROFILE und modelName auf dieser GPU.</numerusform>
        </translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keins)</translation>
    </message>
    <message>
        <source>a GPU without modelName</source>
        <translation>einer GPU ohne modelName</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) of model %1 are priced as %2 by the price file&apos;s GPU model entry: their node&apos;s instance type is not known (kube-state-metrics&apos; kube_node_labels would give it).</source>
        <translation>
            <numerusform>%n GPU des Modells %1 wird über den GPU-Modell-Eintrag der Preisdatei als %2 bepreist: Der Instanztyp ihres Knotens ist nicht bekannt (kube_node_labels von kube-state-metrics würde ihn nennen).</numerusform>
            <numerusform>%n GPUs des Modells %1 werden über den GPU-Modell-Eintrag der Preisdatei als %2 bepreist: Der Instanztyp ihres Knotens ist nicht bekannt (kube_node_labels von kube-state-metrics würde ihn nennen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) of model %1 are priced as %2 by the price file&apos;s GPU model entry: their node&apos;s instance type %3 has no price (add it to the price file).</source>
        <translation>
            <numerusform>%n GPU des Modells %1 wird über den GPU-Modell-Eintrag der Preisdatei als %2 bepreist: Der Instanztyp %3 ihres Knotens hat keinen Preis (fügen Sie ihn der Preisdatei hinzu).</numerusform>
            <numerusform>%n GPUs des Modells %1 werden über den GPU-Modell-Eintrag der Preisdatei als %2 bepreist: Der Instanztyp %3 ihres Knotens hat keinen Preis (fügen Sie ihn der Preisdatei hinzu).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fleetscope_sources</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The answer is larger than the %1 MiB limit for alert feeds.</source>
        <translation>Die Antwort überschreitet das Limit von %1 MiB für Alarm-Feeds.</translation>
    </message>
    <message>
        <source>%1 (near byte %2)</source>
        <translation>%1 (nahe Byte %2)</translation>
    </message>
    <message>
        <source>no JSON value</source>
        <translation>kein JSON-Wert</translation>
    </message>
    <message>
        <source>more than one JSON value</source>
        <translation>mehr als ein JSON-Wert</translation>
    </message>
    <message>
        <source>The server&apos;s answer is malformed or truncated JSON.</source>
        <translation>Die Antwort des Servers ist fehlerhaftes oder abgeschnittenes JSON.</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>ein boolescher Wert</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an RFC 3339 time</source>
        <translation>&quot;%1&quot; ist keine RFC 3339-Zeitangabe</translation>
    </message>
    <message>
        <source>%1, not %2</source>
        <translation>%1, nicht %2</translation>
    </message>
    <message>
        <source>The server&apos;s answer does not have the shape of %1.</source>
        <translation>Die Antwort des Servers hat nicht die Form von %1.</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>HTTP %1 from the server (not an Alertmanager answer)</source>
        <translation>HTTP %1 vom Server (keine Alertmanager-Antwort)</translation>
    </message>
    <message>
        <source>The server&apos;s answer is not an Alertmanager API answer; check that the URL points at Alertmanager.</source>
        <translation>Die Antwort des Servers ist keine Alertmanager-API-Antwort; prüfen Sie, ob die URL auf den Alertmanager zeigt.</translation>
    </message>
    <message>
        <source>Alertmanager answered with an error (HTTP %1).</source>
        <translation>Alertmanager hat mit einem Fehler geantwortet (HTTP %1).</translation>
    </message>
    <message>
        <source>Alertmanager answered with an error: %1</source>
        <translation>Alertmanager hat mit einem Fehler geantwortet: %1</translation>
    </message>
    <message>
        <source>an array of alerts</source>
        <translation>ein Array von Alarmen</translation>
    </message>
    <message>
        <source>an Alertmanager alerts answer</source>
        <translation>eine Alertmanager-Antwort mit Alarmen</translation>
    </message>
    <message>
        <source>an array of silences</source>
        <translation>ein Array von Stummschaltungen</translation>
    </message>
    <message>
        <source>an Alertmanager silences answer</source>
        <translation>eine Alertmanager-Antwort mit Stummschaltungen</translation>
    </message>
    <message>
        <source>Alertmanager&apos;s answer to a new silence</source>
        <translation>Antwort des Alertmanagers auf eine neue Stummschaltung</translation>
    </message>
    <message>
        <source>A silence needs at least one matcher; without one it would mute every alert.</source>
        <translation>Eine Stummschaltung benötigt mindestens einen Matcher; ohne ihn würde sie jeden Alarm stummschalten.</translation>
    </message>
    <message>
        <source>Every matcher of a silence needs a label name.</source>
        <translation>Jeder Matcher einer Stummschaltung benötigt einen Label-Namen.</translation>
    </message>
    <message>
        <source>The matcher for %1 is not a valid regular expression: %2</source>
        <translation>Der Matcher für %1 ist kein gültiger regulärer Ausdruck: %2</translation>
    </message>
    <message>
        <source>At least one matcher of a silence must not match an empty value.</source>
        <translation>Mindestens ein Matcher einer Stummschaltung darf nicht auf einen leeren Wert passen.</translation>
    </message>
    <message>
        <source>A silence must end after it starts.</source>
        <translation>Eine Stummschaltung muss nach ihrem Beginn enden.</translation>
    </message>
    <message>
        <source>%1:%2: not valid YAML: %3</source>
        <translation>%1:%2: kein gültiges YAML: %3</translation>
    </message>
    <message>
        <source>%1: a rule file needs a &quot;groups&quot; list.</source>
        <translation>%1: Eine Regeldatei benötigt eine &quot;groups&quot;-Liste.</translation>
    </message>
    <message>
        <source>%1:%2: group %3: &quot;interval&quot; is not a duration such as 1m.</source>
        <translation>%1:%2: Gruppe %3: &quot;interval&quot; ist keine Dauer wie 1m.</translation>
    </message>
    <message>
        <source>%1:%2: rule %3: %4</source>
        <translation>%1:%2: Regel %3: %4</translation>
    </message>
    <message>
        <source>has neither &quot;alert&quot; nor &quot;record&quot;.</source>
        <translation>hat weder &quot;alert&quot; noch &quot;record&quot;.</translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot;.</source>
        <translation>unbekanntes Feld &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>has no &quot;expr&quot;.</source>
        <translation>hat kein &quot;expr&quot;.</translation>
    </message>
    <message>
        <source>&quot;%1: %2&quot; is not a duration with a unit, such as 5m.</source>
        <translation>&quot;%1: %2&quot; ist keine Dauer mit Einheit, wie etwa 5m.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a map.</source>
        <translation>&quot;%1&quot; muss eine Map sein.</translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation>%1:%2: %3</translation>
    </message>
    <message>
        <source>Unknown cloud &quot;%1&quot; (use AzureCloud, AzureChinaCloud, AzureUSGovernment or custom).</source>
        <translation>Unbekannte Cloud „%1“ (AzureCloud, AzureChinaCloud, AzureUSGovernment oder custom verwenden).</translation>
    </message>
    <message>
        <source>A custom cloud needs all four endpoints; &quot;endpoints.%1&quot; is missing.</source>
        <translation>Eine benutzerdefinierte Cloud benötigt alle vier Endpunkte; &quot;endpoints.%1&quot; fehlt.</translation>
    </message>
    <message>
        <source>&quot;endpoints.%1&quot; is not an http(s) address: &quot;%2&quot;.</source>
        <translation>&quot;endpoints.%1&quot; ist keine http(s)-Adresse: &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>%1 is nested more than %2 levels deep.</source>
        <translation>%1 ist tiefer als %2 Ebenen verschachtelt.</translation>
    </message>
    <message>
        <source>%1: a key must be text.</source>
        <translation>%1: Ein Schlüssel muss Text sein.</translation>
    </message>
    <message>
        <source>The TLS certificate of %1 is not trusted (%2). If it is signed by your own CA, set that CA&apos;s PEM file as the source&apos;s tls.caFile.</source>
        <translation>Das TLS-Zertifikat von %1 ist nicht vertrauenswürdig (%2). Wenn es von Ihrer eigenen CA signiert ist, tragen Sie die PEM-Datei dieser CA als tls.caFile der Quelle ein.</translation>
    </message>
    <message>
        <source>Cannot reach %1: %2</source>
        <translation>%1 ist nicht erreichbar: %2</translation>
    </message>
    <message>
        <source>%1 redirected to %2, a different origin; the redirect was not followed.</source>
        <translation>%1 hat auf %2 umgeleitet, einen anderen Ursprung; der Umleitung wurde nicht gefolgt.</translation>
    </message>
    <message>
        <source>HTTP %1 from the server (not a Prometheus answer)</source>
        <translation>HTTP %1 vom Server (keine Prometheus-Antwort)</translation>
    </message>
    <message>
        <source>The server&apos;s answer is not a Prometheus API answer; check that the URL points at the Prometheus API.</source>
        <translation>Die Antwort des Servers ist keine Prometheus-API-Antwort; prüfen Sie, ob die URL auf die Prometheus-API zeigt.</translation>
    </message>
    <message>
        <source>The server&apos;s answer has an unknown status &quot;%1&quot;.</source>
        <translation>Die Antwort des Servers hat einen unbekannten Status &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The server reported success but sent no data.</source>
        <translation>Der Server hat Erfolg gemeldet, aber keine Daten gesendet.</translation>
    </message>
    <message>
        <source>a number of seconds</source>
        <translation>eine Anzahl von Sekunden</translation>
    </message>
    <message>
        <source>%1 is not a usable duration</source>
        <translation>%1 ist keine verwendbare Dauer</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is neither pending nor firing</source>
        <translation>&quot;%1&quot; ist weder ausstehend noch aktiv</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number</source>
        <translation>&quot;%1&quot; ist keine Zahl</translation>
    </message>
    <message>
        <source>a Prometheus alerts answer</source>
        <translation>eine Prometheus-Antwort mit Alarmen</translation>
    </message>
    <message>
        <source>a Prometheus rules answer</source>
        <translation>eine Prometheus-Antwort mit Regeln</translation>
    </message>
    <message>
        <source>a Prometheus label values answer</source>
        <translation>eine Prometheus-Antwort mit Label-Werten</translation>
    </message>
    <message>
        <source>an entry must be a map with &quot;id&quot; and one of &quot;url&quot;, &quot;command&quot;, &quot;azureAutomation&quot; or &quot;webhook&quot;.</source>
        <translation>ein Eintrag muss eine Map mit &quot;id&quot; und einem von &quot;url&quot;, &quot;command&quot;, &quot;azureAutomation&quot; oder &quot;webhook&quot; sein.</translation>
    </message>
    <message>
        <source>has no &quot;id&quot;.</source>
        <translation>hat keine &quot;id&quot;.</translation>
    </message>
    <message>
        <source>the id may hold only letters, digits, &quot;.&quot;, &quot;_&quot; and &quot;-&quot;.</source>
        <translation>die ID darf nur Buchstaben, Ziffern, &quot;.&quot;, &quot;_&quot; und &quot;-&quot; enthalten.</translation>
    </message>
    <message>
        <source>needs exactly one of &quot;url&quot;, &quot;command&quot;, &quot;azureAutomation&quot; and &quot;webhook&quot;.</source>
        <translation>benötigt genau eines von &quot;url&quot;, &quot;command&quot;, &quot;azureAutomation&quot; und &quot;webhook&quot;.</translation>
    </message>
    <message>
        <source>&quot;workingDir&quot; belongs to a command only.</source>
        <translation>&quot;workingDir&quot; gehört nur zu einem Befehl.</translation>
    </message>
    <message>
        <source>%1:%2: runbook %3: %4</source>
        <translation>%1:%2: Runbook %3: %4</translation>
    </message>
    <message>
        <source>(no id)</source>
        <translation>(keine ID)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not text; in YAML a template that starts with &quot;{{&quot; must be quoted.</source>
        <translation>&quot;%1&quot; ist kein Text; in YAML muss eine Vorlage, die mit &quot;{{&quot; beginnt, in Anführungszeichen stehen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be text.</source>
        <translation>&quot;%1&quot; muss Text sein.</translation>
    </message>
    <message>
        <source>&quot;match&quot; must be a map with &quot;alertname&quot; and/or &quot;labels&quot;.</source>
        <translation>&quot;match&quot; muss eine Map mit &quot;alertname&quot; und/oder &quot;labels&quot; sein.</translation>
    </message>
    <message>
        <source>unknown field &quot;match.%1&quot;.</source>
        <translation>unbekanntes Feld &quot;match.%1&quot;.</translation>
    </message>
    <message>
        <source>&quot;command&quot; must be a list: the program, then one entry per argument (it never goes through a shell).</source>
        <translation>&quot;command&quot; muss eine Liste sein: das Programm, dann ein Eintrag pro Argument (es läuft nie über eine Shell).</translation>
    </message>
    <message>
        <source>&quot;command&quot; has more than %1 arguments.</source>
        <translation>&quot;command&quot; hat mehr als %1 Argumente.</translation>
    </message>
    <message>
        <source>&quot;azureAutomation&quot; must be a map.</source>
        <translation>&quot;azureAutomation&quot; muss eine Map sein.</translation>
    </message>
    <message>
        <source>unknown field &quot;azureAutomation.%1&quot;.</source>
        <translation>unbekanntes Feld &quot;azureAutomation.%1&quot;.</translation>
    </message>
    <message>
        <source>&quot;webhook&quot; must be a map with &quot;url&quot; and &quot;body&quot; or &quot;actions&quot;.</source>
        <translation>&quot;webhook&quot; muss eine Map mit &quot;url&quot; und &quot;body&quot; oder &quot;actions&quot; sein.</translation>
    </message>
    <message>
        <source>unknown field &quot;webhook.%1&quot;.</source>
        <translation>unbekanntes Feld &quot;webhook.%1&quot;.</translation>
    </message>
    <message>
        <source>&quot;webhook.headers&quot; must be a map.</source>
        <translation>&quot;webhook.headers&quot; muss eine Map sein.</translation>
    </message>
    <message>
        <source>&quot;webhook&quot; has either one &quot;body&quot; or &quot;actions&quot; with a body each, not both.</source>
        <translation>&quot;webhook&quot; hat entweder einen &quot;body&quot; oder &quot;actions&quot; mit je einem Body, nicht beides.</translation>
    </message>
    <message>
        <source>&quot;webhook.body&quot; must be a JSON object or list, written as YAML or JSON.</source>
        <translation>&quot;webhook.body&quot; muss ein JSON-Objekt oder eine Liste sein, geschrieben als YAML oder JSON.</translation>
    </message>
    <message>
        <source>&quot;webhook.actions&quot; must map each action&apos;s name to its body.</source>
        <translation>&quot;webhook.actions&quot; muss jedem Aktionsnamen seinen Body zuordnen.</translation>
    </message>
    <message>
        <source>the action name %1 may hold only letters, digits, &quot;_&quot; and &quot;-&quot;.</source>
        <translation>der Aktionsname %1 darf nur Buchstaben, Ziffern, &quot;_&quot; und &quot;-&quot; enthalten.</translation>
    </message>
    <message>
        <source>the body of action %1 must be a JSON object or list.</source>
        <translation>der Body der Aktion %1 muss ein JSON-Objekt oder eine Liste sein.</translation>
    </message>
    <message>
        <source>&quot;webhook.secret&quot; names a keychain entry and may hold only letters, digits, &quot;.&quot;, &quot;_&quot; and &quot;-&quot;; the secret itself never goes in this file.</source>
        <translation>&quot;webhook.secret&quot; nennt einen Eintrag im Schlüsselbund und darf nur Buchstaben, Ziffern, &quot;.&quot;, &quot;_&quot; und &quot;-&quot; enthalten; das Geheimnis selbst gehört nie in diese Datei.</translation>
    </message>
    <message>
        <source>&quot;webhook.secretEnv&quot; names an environment variable; the secret itself never goes in this file.</source>
        <translation>&quot;webhook.secretEnv&quot; nennt eine Umgebungsvariable; das Geheimnis selbst gehört nie in diese Datei.</translation>
    </message>
    <message>
        <source>&quot;timeout: %1&quot; is not a duration such as 5m or 300.</source>
        <translation>&quot;timeout: %1&quot; ist keine Dauer wie 5m oder 300.</translation>
    </message>
    <message>
        <source>%1: the file is larger than %2 MiB; it is not a runbook registry.</source>
        <translation>%1: Die Datei ist größer als %2 MiB; sie ist kein Runbook-Verzeichnis.</translation>
    </message>
    <message>
        <source>%1:%2: neither valid YAML nor valid JSON: %3</source>
        <translation>%1:%2: weder gültiges YAML noch gültiges JSON: %3</translation>
    </message>
    <message>
        <source>%1: a runbook registry needs a &quot;runbooks&quot; list.</source>
        <translation>%1: Eine Runbook-Registry benötigt eine &quot;runbooks&quot;-Liste.</translation>
    </message>
    <message>
        <source>%1:%2: unknown field &quot;%3&quot;.</source>
        <translation>%1:%2: unbekanntes Feld &quot;%3&quot;.</translation>
    </message>
    <message>
        <source>%1:%2: runbook %3: the id is already used above; this entry is left out.</source>
        <translation>%1:%2: Runbook %3: Die ID wird oben bereits verwendet; dieser Eintrag wird ausgelassen.</translation>
    </message>
    <message>
        <source>the OS keychain holds no secret for the source &quot;%1&quot;</source>
        <translation>der Schlüsselbund des Betriebssystems enthält kein Geheimnis für die Quelle &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the OS keychain could not be read (%1)</source>
        <translation>der Schlüsselbund des Betriebssystems konnte nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <source>No OS keychain is available (%1), so the secret of &quot;%2&quot; is kept in memory only until FleetScope quits; it is never written to disk.</source>
        <translation>Kein Schlüsselbund des Betriebssystems verfügbar (%1), daher wird das Geheimnis von „%2“ nur im Speicher gehalten, bis FleetScope beendet wird; es wird nie auf die Festplatte geschrieben.</translation>
    </message>
    <message>
        <source>The OS keychain refused to store the secret (%1).</source>
        <translation>Der Schlüsselbund des Betriebssystems hat das Speichern des Geheimnisses abgelehnt (%1).</translation>
    </message>
    <message>
        <source>The OS keychain could not remove the secret (%1).</source>
        <translation>Der Schlüsselbund des Betriebssystems konnte das Geheimnis nicht entfernen (%1).</translation>
    </message>
    <message>
        <source>A source has no &quot;name&quot;.</source>
        <translation>Eine Quelle hat keinen &quot;name&quot;.</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: unknown type &quot;%2&quot; (use prometheus, alertmanager or azure-monitor).</source>
        <translation>Quelle &quot;%1&quot;: unbekannter Typ &quot;%2&quot; (prometheus, alertmanager oder azure-monitor verwenden).</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: &quot;url&quot; must be an http:// or https:// address, not &quot;%2&quot;.</source>
        <translation>Quelle &quot;%1&quot;: &quot;url&quot; muss eine http://- oder https://-Adresse sein, nicht &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: &quot;url&quot; holds a password. Secrets never go in the sources file: use basic auth with passwordEnv.</source>
        <translation>Quelle „%1“: „url“ enthält ein Passwort. Geheimnisse gehören nie in die Quellendatei: Verwenden Sie Basic-Auth mit passwordEnv.</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: put credentials in &quot;auth&quot; (with tokenEnv or passwordEnv), not in an Authorization header.</source>
        <translation>Quelle &quot;%1&quot;: Anmeldedaten gehören in &quot;auth&quot; (mit tokenEnv oder passwordEnv), nicht in einen Authorization-Header.</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: &quot;auth.%2&quot; holds a secret. Secrets never go in the sources file: name an environment variable instead (tokenEnv, passwordEnv, clientSecretEnv).</source>
        <translation>Quelle &quot;%1&quot;: &quot;auth.%2&quot; enthält ein Geheimnis. Geheimnisse gehören nie in die Quellendatei: Geben Sie stattdessen eine Umgebungsvariable an (tokenEnv, passwordEnv, clientSecretEnv).</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: bearer auth needs &quot;tokenEnv&quot;.</source>
        <translation>Quelle &quot;%1&quot;: Bearer-Authentifizierung benötigt &quot;tokenEnv&quot;.</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: basic auth needs &quot;username&quot; and &quot;passwordEnv&quot;.</source>
        <translation>Quelle &quot;%1&quot;: Basic-Authentifizierung benötigt &quot;username&quot; und &quot;passwordEnv&quot;.</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: client-secret sign-in needs &quot;tenant&quot; and &quot;clientId&quot;.</source>
        <translation>Quelle &quot;%1&quot;: Die Anmeldung per Client-Secret benötigt &quot;tenant&quot; und &quot;clientId&quot;.</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: unknown Azure sign-in method &quot;%2&quot; (use azure-cli, client-secret or device-code).</source>
        <translation>Quelle &quot;%1&quot;: unbekannte Azure-Anmeldemethode &quot;%2&quot; (azure-cli, client-secret oder device-code verwenden).</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: unknown auth type &quot;%2&quot; (use none, bearer, basic or azure).</source>
        <translation>Quelle &quot;%1&quot;: unbekannter Authentifizierungstyp &quot;%2&quot; (none, bearer, basic oder azure verwenden).</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: an azure-monitor source signs in with &quot;auth&quot;: {&quot;type&quot;: &quot;azure&quot;, ...}.</source>
        <translation>Quelle &quot;%1&quot;: Eine azure-monitor-Quelle meldet sich mit &quot;auth&quot;: {&quot;type&quot;: &quot;azure&quot;, ...} an.</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: an alertmanager source cannot sign in with Azure; use none, bearer or basic auth.</source>
        <translation>Quelle &quot;%1&quot;: Eine alertmanager-Quelle kann sich nicht mit Azure anmelden; none-, bearer- oder basic-Authentifizierung verwenden.</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: &quot;alerts&quot; must be true or false.</source>
        <translation>Quelle &quot;%1&quot;: &quot;alerts&quot; muss true oder false sein.</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: Azure Monitor managed Prometheus has no alerts API; remove &quot;alerts&quot;: true.</source>
        <translation>Quelle &quot;%1&quot;: Das verwaltete Prometheus von Azure Monitor hat keine Alarm-API; &quot;alerts&quot;: true entfernen.</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: %2</source>
        <translation>Quelle &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: &quot;%2&quot; is not a valid duration.</source>
        <translation>Quelle &quot;%1&quot;: &quot;%2&quot; ist keine gültige Dauer.</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: &quot;maxPoints&quot; must be at least 2.</source>
        <translation>Quelle &quot;%1&quot;: &quot;maxPoints&quot; muss mindestens 2 sein.</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: &quot;maxBodyMiB&quot; must be positive.</source>
        <translation>Quelle &quot;%1&quot;: &quot;maxBodyMiB&quot; muss positiv sein.</translation>
    </message>
    <message>
        <source>The sources file is not valid JSON (%1 at offset %2).</source>
        <translation>Die Quellendatei ist kein gültiges JSON (%1 an Offset %2).</translation>
    </message>
    <message>
        <source>The sources file must be an object with a non-empty &quot;sources&quot; list.</source>
        <translation>Die Quellendatei muss ein Objekt mit einer nicht leeren &quot;sources&quot;-Liste sein.</translation>
    </message>
    <message>
        <source>Two sources are named &quot;%1&quot;.</source>
        <translation>Zwei Quellen heißen &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Enter the address, e.g. %1.</source>
        <translation>Geben Sie die Adresse ein, z. B. %1.</translation>
    </message>
    <message>
        <source>Start with http:// or https://, e.g. http://%1.</source>
        <translation>Beginnen Sie mit http:// oder https://, z. B. http://%1.</translation>
    </message>
    <message>
        <source>This is not a valid address: check for spaces, stray characters and the port number.</source>
        <translation>Das ist keine gültige Adresse: Prüfen Sie auf Leerzeichen, überzählige Zeichen und die Portnummer.</translation>
    </message>
    <message>
        <source>Use http:// or https://, not %1://.</source>
        <translation>Verwenden Sie http:// oder https://, nicht %1://.</translation>
    </message>
    <message>
        <source>The address needs a host name, e.g. %1.</source>
        <translation>Die Adresse braucht einen Hostnamen, z. B. %1.</translation>
    </message>
    <message>
        <source>Leave the user name and password out of the address: the sources file never holds credentials. Choose Basic auth instead.</source>
        <translation>Lassen Sie Benutzername und Passwort aus der Adresse weg: Die Quellendatei enthält nie Zugangsdaten. Wählen Sie stattdessen Basic-Auth.</translation>
    </message>
    <message>
        <source>%1 is not set in FleetScope&apos;s environment; set it before starting FleetScope.</source>
        <translation>%1 ist in der Umgebung von FleetScope nicht gesetzt; setzen Sie die Variable vor dem Start von FleetScope.</translation>
    </message>
    <message>
        <source>Give the source a name: dashboards refer to it by name.</source>
        <translation>Geben Sie der Quelle einen Namen: Dashboards verweisen über den Namen auf sie.</translation>
    </message>
    <message>
        <source>Another source is already named “%1”.</source>
        <translation>Eine andere Quelle heißt bereits „%1“.</translation>
    </message>
    <message>
        <source>Name the environment variable that holds the token.</source>
        <translation>Nennen Sie die Umgebungsvariable, die das Token enthält.</translation>
    </message>
    <message>
        <source>“%1” is not a variable name: use letters, digits and _, and do not start with a digit. The token itself goes in that variable, not here.</source>
        <translation>„%1“ ist kein Variablenname: Verwenden Sie Buchstaben, Ziffern und _, und beginnen Sie nicht mit einer Ziffer. Das Token selbst gehört in diese Variable, nicht hierher.</translation>
    </message>
    <message>
        <source>Enter the user name.</source>
        <translation>Geben Sie den Benutzernamen ein.</translation>
    </message>
    <message>
        <source>Name the environment variable that holds the password.</source>
        <translation>Nennen Sie die Umgebungsvariable, die das Passwort enthält.</translation>
    </message>
    <message>
        <source>“%1” is not a variable name: use letters, digits and _, and do not start with a digit. The password itself goes in that variable, not here.</source>
        <translation>„%1“ ist kein Variablenname: Verwenden Sie Buchstaben, Ziffern und _, und beginnen Sie nicht mit einer Ziffer. Das Passwort selbst gehört in diese Variable, nicht hierher.</translation>
    </message>
    <message>
        <source>Enter the tenant (directory) ID of the app registration.</source>
        <translation>Geben Sie die Mandanten-ID (Verzeichnis-ID) der App-Registrierung ein.</translation>
    </message>
    <message>
        <source>A tenant is a directory ID (a GUID) or a domain such as contoso.onmicrosoft.com.</source>
        <translation>Ein Mandant ist eine Verzeichnis-ID (eine GUID) oder eine Domäne wie contoso.onmicrosoft.com.</translation>
    </message>
    <message>
        <source>Enter the application (client) ID of the app registration.</source>
        <translation>Geben Sie die Anwendungs-ID (Client-ID) der App-Registrierung ein.</translation>
    </message>
    <message>
        <source>The client ID is the app registration&apos;s application ID, a GUID such as 0f3c2a1e-5b7d-4c8e-9a6f-2d1b3c4e5f60.</source>
        <translation>Die Client-ID ist die Anwendungs-ID der App-Registrierung, eine GUID wie 0f3c2a1e-5b7d-4c8e-9a6f-2d1b3c4e5f60.</translation>
    </message>
    <message>
        <source>“%1” is not a variable name: use letters, digits and _, and do not start with a digit. The client secret itself goes in the Client secret field or in that variable, not here.</source>
        <translation>„%1“ ist kein Variablenname: Verwenden Sie Buchstaben, Ziffern und _, und beginnen Sie nicht mit einer Ziffer. Das Clientgeheimnis selbst gehört in das Feld „Clientgeheimnis“ oder in diese Variable, nicht hierher.</translation>
    </message>
    <message>
        <source>Not used while TLS verification is skipped.</source>
        <translation>Wird nicht verwendet, solange die TLS-Prüfung übersprungen wird.</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: the environment variable %2 that should hold its secret is not set.</source>
        <translation>Quelle &quot;%1&quot;: Die Umgebungsvariable %2, die ihr Geheimnis enthalten sollte, ist nicht gesetzt.</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: no Azure token to sign the request with.</source>
        <translation>Quelle &quot;%1&quot;: Kein Azure-Token zum Signieren der Anfrage.</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: cannot read the CA file %2.</source>
        <translation>Quelle &quot;%1&quot;: Die CA-Datei %2 kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: the CA file %2 holds no PEM certificate.</source>
        <translation>Quelle &quot;%1&quot;: Die CA-Datei %2 enthält kein PEM-Zertifikat.</translation>
    </message>
    <message>
        <source>The server answered %1 when asked which metrics it has.</source>
        <translation>Der Server hat auf die Frage nach seinen Metriken mit %1 geantwortet.</translation>
    </message>
    <message>
        <source>The answer to &quot;which metrics do you have&quot; is not the Prometheus API&apos;s; check the source&apos;s URL and path prefix.</source>
        <translation>Die Antwort auf &quot;welche Metriken hast du&quot; stammt nicht von der Prometheus-API; prüfen Sie URL und Pfadpräfix der Quelle.</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: &quot;workspace&quot; is the Log Analytics workspace ID of an azure-monitor source (a non-empty string).</source>
        <translation>Quelle &quot;%1&quot;: &quot;workspace&quot; ist die Log-Analytics-Arbeitsbereichs-ID einer azure-monitor-Quelle (eine nicht leere Zeichenkette).</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: &quot;compression&quot; is auto, gzip or none.</source>
        <translation>Quelle „%1“: „compression“ ist auto, gzip oder none.</translation>
    </message>
</context>
<context>
    <name>fleetscope_ui</name>
    <message>
        <source>other</source>
        <translation>Sonstige</translation>
    </message>
    <message>
        <source>hatched: idle</source>
        <translation>schraffiert: Leerlauf</translation>
    </message>
    <message>
        <source>idle share, 0 – 100 %; outlined: off-hours window</source>
        <translation>Leerlaufanteil, 0 – 100 %; umrandet: Zeitfenster außerhalb der Arbeitszeit</translation>
    </message>
    <message>
        <source>idle share, 0 – 100 %</source>
        <translation>Leerlaufanteil, 0 – 100 %</translation>
    </message>
    <message>
        <source>the cost review holds no figures to export yet</source>
        <translation>die Kostenübersicht enthält noch keine Zahlen zum Exportieren</translation>
    </message>
    <message>
        <source>UTC</source>
        <translation>UTC</translation>
    </message>
    <message>
        <source>%1 – %2 (%3)</source>
        <translation>%1 – %2 (%3)</translation>
    </message>
    <message>
        <source>FleetScope · estimate from GPU telemetry</source>
        <translation>FleetScope · Schätzung aus GPU-Telemetrie</translation>
    </message>
    <message>
        <source>GPU cost review</source>
        <translation>GPU-Kostenübersicht</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Zeitraum</translation>
    </message>
    <message>
        <source>Resolution</source>
        <translation>Auflösung</translation>
    </message>
    <message>
        <source>Figures computed at %1</source>
        <translation>Zahlen berechnet am %1</translation>
    </message>
    <message>
        <source>Grouped by</source>
        <translation>Gruppiert nach</translation>
    </message>
    <message>
        <source>Idle threshold</source>
        <translation>Leerlauf-Schwellenwert</translation>
    </message>
    <message>
        <source>utilisation below %1 %</source>
        <translation>Auslastung unter %1 %</translation>
    </message>
    <message>
        <source>%1 (billed cost in %2)</source>
        <translation>%1 (abgerechnete Kosten in %2)</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>Days and hours in</source>
        <translation>Tage und Stunden in</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>Gesamtkosten</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU-Stunden</translation>
    </message>
    <message>
        <source>Busy GPU-hours</source>
        <translation>Ausgelastete GPU-Stunden</translation>
    </message>
    <message>
        <source>%1 (%2 of the GPU-hours)</source>
        <translation>%1 (%2 der GPU-Stunden)</translation>
    </message>
    <message>
        <source>Idle cost</source>
        <translation>Leerlaufkosten</translation>
    </message>
    <message>
        <source>%1 (%2 of the cost)</source>
        <translation>%1 (%2 der Kosten)</translation>
    </message>
    <message>
        <source>Unobserved GPU-hours</source>
        <translation>Nicht erfasste GPU-Stunden</translation>
    </message>
    <message>
        <source>Cost per busy GPU-hour</source>
        <translation>Kosten pro ausgelasteter GPU-Stunde</translation>
    </message>
    <message>
        <source>none: no GPU was busy</source>
        <translation>keine: keine GPU war ausgelastet</translation>
    </message>
    <message>
        <source>model %1</source>
        <translation>Modell %1</translation>
    </message>
    <message>
        <source>Unpriced GPU-hours</source>
        <translation>GPU-Stunden ohne Preis</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %n GPU(s) without a price (%2), not in the cost</source>
        <translation>
            <numerusform>%1 auf %n GPU ohne Preis (%2), nicht in den Kosten enthalten</numerusform>
            <numerusform>%1 auf %n GPUs ohne Preis (%2), nicht in den Kosten enthalten</numerusform>
        </translation>
    </message>
    <message>
        <source>Billed</source>
        <translation>Abgerechnet</translation>
    </message>
    <message>
        <source>%1 (Azure Cost Management, tag %2)</source>
        <translation>%1 (Azure Cost Management, Tag %2)</translation>
    </message>
    <message>
        <source>Cost per day</source>
        <translation>Kosten pro Tag</translation>
    </message>
    <message>
        <source>Estimated cost per day and %1; the hatched part of each bar was idle (utilisation below %2 %).</source>
        <translation>Geschätzte Kosten pro Tag und %1; der schraffierte Teil jedes Balkens war Leerlauf (Auslastung unter %2 %).</translation>
    </message>
    <message>
        <source>Idle share by hour of the week</source>
        <translation>Leerlaufanteil nach Stunde der Woche</translation>
    </message>
    <message>
        <source>Idle GPU-hours ÷ observed GPU-hours in each hour of the week (%1), all GPUs together. Outlined: the off-hours window of the savings lever.</source>
        <translation>GPU-Stunden im Leerlauf ÷ erfasste GPU-Stunden in jeder Stunde der Woche (%1), alle GPUs zusammen. Umrandet: das Zeitfenster außerhalb der Arbeitszeit des Sparhebels.</translation>
    </message>
    <message>
        <source>Cost by %1</source>
        <translation>Kosten nach %1</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Busy
GPU-h</source>
        <translation>Ausgelastet
GPU-h</translation>
    </message>
    <message>
        <source>Idle
GPU-h</source>
        <translation>Leerlauf
GPU-h</translation>
    </message>
    <message>
        <source>Un­observed
GPU-h</source>
        <translation>Nicht­beobachtet
GPU-h</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Billed − est.</source>
        <translation>Abgerechnet − geschätzt</translation>
    </message>
    <message>
        <source>%1 unpriced</source>
        <translation>%1 ohne Preis</translation>
    </message>
    <message>
        <source>not billed</source>
        <translation>nicht abgerechnet</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Most wasteful GPUs</source>
        <translation>GPUs mit der größten Verschwendung</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>kein Preis</translation>
    </message>
    <message>
        <source>No GPU was idle in this period.</source>
        <translation>In diesem Zeitraum war keine GPU im Leerlauf.</translation>
    </message>
    <message numerus="yes">
        <source>The %n GPU(s) with the highest idle cost; under the idle GPU-hours, their share of the GPU&apos;s own GPU-hours.</source>
        <translation>
            <numerusform>Die GPU mit den höchsten Leerlaufkosten; unter den Leerlauf-GPU-Stunden ihr Anteil an den eigenen GPU-Stunden der GPU.</numerusform>
            <numerusform>Die %n GPUs mit den höchsten Leerlaufkosten; unter den Leerlauf-GPU-Stunden ihr Anteil an den eigenen GPU-Stunden der jeweiligen GPU.</numerusform>
        </translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>SKU</source>
        <translation>SKU</translation>
    </message>
    <message>
        <source>Idle GPU-h</source>
        <translation>Leerlauf-GPU-h</translation>
    </message>
    <message>
        <source>Nothing in this period qualifies.</source>
        <translation>In diesem Zeitraum trifft nichts zu.</translation>
    </message>
    <message>
        <source>GPUs idle</source>
        <translation>GPUs im Leerlauf</translation>
    </message>
    <message>
        <source>Idle GPU-h in window</source>
        <translation>Leerlauf-GPU-h im Zeitfenster</translation>
    </message>
    <message>
        <source>Saves / month</source>
        <translation>Einsparung / Monat</translation>
    </message>
    <message>
        <source>GPUs always on</source>
        <translation>GPUs dauerhaft an</translation>
    </message>
    <message>
        <source>GPU-h</source>
        <translation>GPU-h</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Peak GiB</source>
        <translation>Spitze GiB</translation>
    </message>
    <message>
        <source>Smaller SKU</source>
        <translation>Kleinere SKU</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… und %n weitere</numerusform>
            <numerusform>… und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>Savings levers</source>
        <translation>Einsparhebel</translation>
    </message>
    <message>
        <source>Each lever is counted on its own from this period&apos;s telemetry and scaled to a month of 730 h. The levers overlap (a night that is deallocated cannot also be reserved), so their savings do not add up.</source>
        <translation>Jeder Hebel wird für sich allein aus der Telemetrie dieses Zeitraums berechnet und auf einen Monat mit 730 h hochgerechnet. Die Hebel überschneiden sich (eine Nacht, in der die Zuordnung aufgehoben ist, kann nicht zugleich reserviert sein), daher lassen sich ihre Einsparungen nicht addieren.</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Annahmen</translation>
    </message>
    <message>
        <source>Saves</source>
        <translation>Einsparung</translation>
    </message>
    <message>
        <source>not counted: %1</source>
        <translation>nicht berücksichtigt: %1</translation>
    </message>
    <message>
        <source>≈ %1 / month</source>
        <translation>≈ %1 / Monat</translation>
    </message>
    <message>
        <source>Applies to</source>
        <translation>Gilt für</translation>
    </message>
    <message>
        <source>%1 / month</source>
        <translation>%1 / Monat</translation>
    </message>
    <message>
        <source>Definitions</source>
        <translation>Definitionen</translation>
    </message>
    <message>
        <source>Savings per month: the period&apos;s figures scaled to a month of 730 h.</source>
        <translation>Einsparung pro Monat: die Werte des Zeitraums, hochgerechnet auf einen Monat mit 730 h.</translation>
    </message>
    <message>
        <source>P%1 firing: %2</source>
        <translation>P%1 aktiv: %2</translation>
    </message>
    <message>
        <source>P%1 pending: %2</source>
        <translation>P%1 ausstehend: %2</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation>%1 d %2 h</translation>
    </message>
    <message>
        <source>%1 – %2 %3 (%4)</source>
        <translation>%1 – %2 %3 (%4)</translation>
    </message>
    <message>
        <source>Untitled snapshot</source>
        <translation>Unbenannter Snapshot</translation>
    </message>
    <message>
        <source>pale band: pending · dark band with a strip along the bottom: firing · ▼ annotation · dashed: threshold</source>
        <translation>helles Band: ausstehend · dunkles Band mit Streifen am unteren Rand: aktiv · ▼ Anmerkung · gestrichelt: Schwellenwert</translation>
    </message>
    <message>
        <source>Incident report</source>
        <translation>Vorfallbericht</translation>
    </message>
    <message>
        <source>Time range (UTC)</source>
        <translation>Zeitraum (UTC)</translation>
    </message>
    <message>
        <source>Time range (local)</source>
        <translation>Zeitraum (lokal)</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>%1 (FleetScope %2)</source>
        <translation>%1 (FleetScope %2)</translation>
    </message>
    <message>
        <source>Captured</source>
        <translation>Erfasst</translation>
    </message>
    <message>
        <source>Dashboard</source>
        <translation>Dashboard</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>none recorded</source>
        <translation>keine erfasst</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>lanes: %1</source>
        <translation>Spuren: %1</translation>
    </message>
    <message>
        <source>samples: %1</source>
        <translation>Messwerte: %1</translation>
    </message>
    <message>
        <source>alerts: none</source>
        <translation>Alarme: keine</translation>
    </message>
    <message>
        <source>alerts: %1, of which fired: %2 (%3)</source>
        <translation>Alarme: %1, davon ausgelöst: %2 (%3)</translation>
    </message>
    <message>
        <source>annotations: %1</source>
        <translation>Anmerkungen: %1</translation>
    </message>
    <message>
        <source>operator actions: %1</source>
        <translation>Bedieneraktionen: %1</translation>
    </message>
    <message>
        <source>notes: %1</source>
        <translation>Notizen: %1</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>Lanes</source>
        <translation>Spuren</translation>
    </message>
    <message>
        <source>The whole snapshot, %1. Each lane: black line = the lane&apos;s aggregate across series, blue band = min–max across series, coloured lines = the top outliers, named at their right end.</source>
        <translation>Der gesamte Snapshot, %1. Jede Spur: schwarze Linie = Aggregat der Spur über alle Serien, blaues Band = Min.–Max. über alle Serien, farbige Linien = die stärksten Ausreißer, an ihrem rechten Ende benannt.</translation>
    </message>
    <message>
        <source>×%1 in %2: %3</source>
        <translation>×%1 in %2: %3</translation>
    </message>
    <message>
        <source>×%1: %2</source>
        <translation>×%1: %2</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>never fired</source>
        <translation>nie ausgelöst</translation>
    </message>
    <message>
        <source>pending ended</source>
        <translation>ausstehend beendet</translation>
    </message>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>at the end of the snapshot</source>
        <translation>am Ende des Snapshots</translation>
    </message>
    <message>
        <source>≥ %1</source>
        <translation>≥ %1</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>ausstehend</translation>
    </message>
    <message>
        <source>Alert timeline</source>
        <translation>Alarm-Zeitleiste</translation>
    </message>
    <message>
        <source>No alert was pending or firing in this snapshot.</source>
        <translation>In diesem Snapshot war kein Alarm ausstehend oder aktiv.</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Target and labels</source>
        <translation>Ziel und Labels</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>Ausstehend</translation>
    </message>
    <message>
        <source>Firing</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Resolved</source>
        <translation>Behoben</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>No P1 or P2 alert was pending or firing in this snapshot.</source>
        <translation>In diesem Snapshot war kein P1- oder P2-Alarm ausstehend oder aktiv.</translation>
    </message>
    <message>
        <source>P3 digest: %1 alert instances (waste and housekeeping, not paged)</source>
        <translation>P3-Übersicht: %1 Alarminstanzen (Verschwendung und Aufräumarbeiten, ohne Pager-Benachrichtigung)</translation>
    </message>
    <message>
        <source>Duration is how long the alert fired, or was pending if it never fired; ≥ marks an alert still open when the snapshot ends.</source>
        <translation>Die Dauer gibt an, wie lange der Alarm aktiv war, bzw. wie lange er ausstehend war, falls er nie ausgelöst wurde; ≥ kennzeichnet einen Alarm, der am Ende des Snapshots noch offen ist.</translation>
    </message>
    <message>
        <source>Annotations</source>
        <translation>Anmerkungen</translation>
    </message>
    <message>
        <source>None recorded.</source>
        <translation>Keine erfasst.</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Annotation</source>
        <translation>Anmerkung</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>Runbook and operator actions</source>
        <translation>Runbook- und Bedieneraktionen</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>All times in the tables are %1 on %2.</source>
        <translation>Alle Zeiten in den Tabellen sind %1-Zeiten vom %2.</translation>
    </message>
    <message>
        <source>When (%1)</source>
        <translation>Zeitpunkt (%1)</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>Erklärung</translation>
    </message>
    <message>
        <source>The snapshot&apos;s Explain result cannot be read.</source>
        <translation>Die Erklärung im Snapshot kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>%1: %2 – %3, against %4 – %5.</source>
        <translation>%1: %2 – %3, gegenüber %4 – %5.</translation>
    </message>
    <message>
        <source>The lane</source>
        <translation>Die Spur</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>Share of the change</source>
        <translation>Anteil an der Änderung</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>up</source>
        <translation>gestiegen</translation>
    </message>
    <message>
        <source>down</source>
        <translation>gesunken</translation>
    </message>
    <message>
        <source>What else changed</source>
        <translation>Was sich sonst geändert hat</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>Richtung</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>What happened just before</source>
        <translation>Was kurz vorher geschah</translation>
    </message>
    <message>
        <source>every lane</source>
        <translation>alle Spuren</translation>
    </message>
    <message>
        <source>Lane</source>
        <translation>Spur</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>Genutzt</translation>
    </message>
    <message>
        <source>Allocated, idle</source>
        <translation>Zugewiesen, ungenutzt</translation>
    </message>
    <message>
        <source>Unallocated</source>
        <translation>Nicht zugewiesen</translation>
    </message>
    <message>
        <source>Unobserved (apart)</source>
        <translation>Unbeobachtet (getrennt)</translation>
    </message>
    <message>
        <source>%1 (%2 % of all)</source>
        <translation>%1 (%2 % von allem)</translation>
    </message>
    <message>
        <source>Ledger total</source>
        <translation>Summe des Kontos</translation>
    </message>
    <message>
        <source>Waste signal: under %1 %</source>
        <translation>Verschwendungssignal: unter %1 %</translation>
    </message>
    <message>
        <source>Budget: %1 a month</source>
        <translation>Budget: %1 pro Monat</translation>
    </message>
    <message>
        <source>Budget: %1 (%2, %3)</source>
        <translation>Budget: %1 (%2, %3)</translation>
    </message>
    <message>
        <source>Spent to date</source>
        <translation>Bisher ausgegeben</translation>
    </message>
    <message>
        <source>%1 (%2) from %3 to %4%5</source>
        <translation>%1 (%2) vom %3 bis %4%5</translation>
    </message>
    <message>
        <source>, Azure</source>
        <translation>, Azure</translation>
    </message>
    <message>
        <source>%1 (%2) on the straight line, %3 (%4) by the weekday pattern</source>
        <translation>%1 (%2) linear, %3 (%4) nach Wochentagsmuster</translation>
    </message>
    <message>
        <source>; with %1, %2 (%3)</source>
        <translation>; mit %1 %2 (%3)</translation>
    </message>
    <message>
        <source>Period end</source>
        <translation>Ende des Zeitraums</translation>
    </message>
    <message>
        <source>%1, at %2 a day</source>
        <translation>%1, bei %2 pro Tag</translation>
    </message>
    <message>
        <source>Azure forecasts %1.</source>
        <translation>Azure prognostiziert %1.</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Schwelle</translation>
    </message>
    <message>
        <source>Crossed</source>
        <translation>Überschritten</translation>
    </message>
    <message>
        <source>Straight line</source>
        <translation>Linear</translation>
    </message>
    <message>
        <source>Weekday pattern</source>
        <translation>Wochentagsmuster</translation>
    </message>
    <message>
        <source>With the lever</source>
        <translation>Mit dem Hebel</translation>
    </message>
    <message>
        <source>%1 % of forecast</source>
        <translation>%1 % der Prognose</translation>
    </message>
</context>
<context>
    <name>fleetscope_workspace</name>
    <message>
        <source>the sources file names no Prometheus source.</source>
        <translation>die Quellendatei nennt keine Prometheus-Quelle.</translation>
    </message>
    <message>
        <source>%1 steps over %2 s samples (the scrape interval)</source>
        <translation>%1-Schritte über Messwerte im %2-s-Abstand (das Scrape-Intervall)</translation>
    </message>
    <message>
        <source>%1 averages of %2 s samples</source>
        <translation>%1-Mittelwerte aus Messwerten im %2-s-Abstand</translation>
    </message>
    <message>
        <source>kube_node_labels: %1; SKUs come from the GPU model</source>
        <translation>kube_node_labels: %1; SKUs werden aus dem GPU-Modell abgeleitet</translation>
    </message>
    <message>
        <source>%1: %2; right-sizing cannot be counted</source>
        <translation>%1: %2; Right-Sizing kann nicht berechnet werden</translation>
    </message>
    <message>
        <source>%1 holds no GPU utilisation: no lane query reads %2.</source>
        <translation>%1 enthält keine GPU-Auslastung: keine Spurabfrage liest %2.</translation>
    </message>
    <message>
        <source>%1: the lane query &quot;%2&quot; is not per GPU (no gpu and Hostname labels), so its GPU-hours cannot be counted.</source>
        <translation>%1: Die Spurabfrage &quot;%2&quot; ist nicht pro GPU (keine gpu- und Hostname-Labels), daher können ihre GPU-Stunden nicht gezählt werden.</translation>
    </message>
    <message>
        <source>%1 samples of the lane query &quot;%2&quot; as captured</source>
        <translation>%1 Messwerte der Spurabfrage &quot;%2&quot; wie erfasst</translation>
    </message>
    <message>
        <source>the snapshot holds no per-GPU %1 lane; right-sizing cannot be counted</source>
        <translation>der Snapshot enthält keine %1-Spur pro GPU; Right-Sizing kann nicht berechnet werden</translation>
    </message>
    <message>
        <source>Alert rules are evaluated once a Prometheus source is configured.</source>
        <translation>Alarmregeln werden ausgewertet, sobald eine Prometheus-Quelle konfiguriert ist.</translation>
    </message>
    <message>
        <source>%1:%2: rule %3: %4</source>
        <translation>%1:%2: Regel %3: %4</translation>
    </message>
    <message>
        <source>no Prometheus source to evaluate it on</source>
        <translation>keine Prometheus-Quelle, auf der sie ausgewertet werden kann</translation>
    </message>
    <message>
        <source>There is no built-in dashboard &quot;%1&quot; (built-in: %2).</source>
        <translation>Es gibt kein integriertes Dashboard &quot;%1&quot; (integriert: %2).</translation>
    </message>
    <message>
        <source>Cannot read the dashboard %1: %2</source>
        <translation>Das Dashboard %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: cannot read it (%2)</source>
        <translation>%1: kann nicht gelesen werden (%2)</translation>
    </message>
    <message>
        <source>Cannot save the prices to %1: %2</source>
        <translation>Die Preise können nicht in %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <source>cannot create its folder</source>
        <translation>der Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot create a file there (%1)</source>
        <translation>dort kann keine Datei erstellt werden (%1)</translation>
    </message>
    <message>
        <source>cannot create a temporary file there</source>
        <translation>dort kann keine temporäre Datei erstellt werden</translation>
    </message>
    <message>
        <source>cannot flush it to disk (%1)</source>
        <translation>kann nicht auf den Datenträger geschrieben werden (%1)</translation>
    </message>
    <message>
        <source>cannot replace the file (%1)</source>
        <translation>die Datei kann nicht ersetzt werden (%1)</translation>
    </message>
    <message>
        <source>%1: no such built-in rule set (known: %2)</source>
        <translation>%1: keine solche eingebaute Regelsammlung (vorhanden: %2)</translation>
    </message>
    <message>
        <source>%1: larger than 8 MiB, not a rule file</source>
        <translation>%1: größer als 8 MiB, keine Regeldatei</translation>
    </message>
    <message>
        <source>The built-in runbooks are missing from this build.</source>
        <translation>Die integrierten Runbooks fehlen in diesem Build.</translation>
    </message>
    <message>
        <source>Cannot read the runbook file %1: %2</source>
        <translation>Die Runbook-Datei %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>is a directory</source>
        <translation>ist ein Verzeichnis</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>der Ordner existiert nicht</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>Datei nicht vorhanden</translation>
    </message>
    <message>
        <source>is a directory, not a snapshot file</source>
        <translation>ist ein Verzeichnis, keine Snapshot-Datei</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>keine reguläre Datei</translation>
    </message>
    <message>
        <source>cannot read it (%1)</source>
        <translation>kann nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>truncated (%1 bytes)</source>
        <translation>abgeschnitten (%1 Bytes)</translation>
    </message>
    <message>
        <source>not a FleetScope snapshot (not an SQLite database)</source>
        <translation>kein FleetScope-Snapshot (keine SQLite-Datenbank)</translation>
    </message>
    <message>
        <source>corrupted (bad page size in the header)</source>
        <translation>beschädigt (ungültige Seitengröße im Header)</translation>
    </message>
    <message>
        <source>truncated (%1 of %2 bytes)</source>
        <translation>abgeschnitten (%1 von %2 Bytes)</translation>
    </message>
    <message>
        <source>truncated (%1 bytes is not a whole number of pages)</source>
        <translation>abgeschnitten (%1 Bytes sind keine ganze Anzahl von Seiten)</translation>
    </message>
    <message>
        <source>corrupted: %1</source>
        <translation>beschädigt: %1</translation>
    </message>
    <message>
        <source>not a FleetScope snapshot (an SQLite database of another application)</source>
        <translation>kein FleetScope-Snapshot (eine SQLite-Datenbank einer anderen Anwendung)</translation>
    </message>
    <message>
        <source>not a FleetScope snapshot (missing table meta)</source>
        <translation>kein FleetScope-Snapshot (Tabelle meta fehlt)</translation>
    </message>
    <message>
        <source>not a FleetScope snapshot (no schema version)</source>
        <translation>kein FleetScope-Snapshot (keine Schemaversion)</translation>
    </message>
    <message>
        <source>made by a newer FleetScope (schema %1, this reads up to %2)</source>
        <translation>von einer neueren FleetScope-Version erstellt (Schema %1, diese Version liest bis %2)</translation>
    </message>
    <message>
        <source>unknown schema version %1</source>
        <translation>unbekannte Schemaversion %1</translation>
    </message>
    <message>
        <source>missing table %1</source>
        <translation>Tabelle %1 fehlt</translation>
    </message>
    <message>
        <source>missing tables %1</source>
        <translation>Tabellen %1 fehlen</translation>
    </message>
    <message>
        <source>cannot read table %1 (%2)</source>
        <translation>Tabelle %1 kann nicht gelesen werden (%2)</translation>
    </message>
    <message>
        <source>corrupted (table %1 does not match its checksum)</source>
        <translation>beschädigt (Tabelle %1 stimmt nicht mit ihrer Prüfsumme überein)</translation>
    </message>
    <message>
        <source>cannot write it (%1)</source>
        <translation>kann nicht geschrieben werden (%1)</translation>
    </message>
    <message>
        <source>the database did not close cleanly</source>
        <translation>die Datenbank wurde nicht sauber geschlossen</translation>
    </message>
    <message>
        <source>cannot save the annotations (%1)</source>
        <translation>die Anmerkungen können nicht gespeichert werden (%1)</translation>
    </message>
    <message>
        <source>cannot store lane %1, query %2: %3</source>
        <translation>Spur %1, Abfrage %2 kann nicht gespeichert werden: %3</translation>
    </message>
    <message>
        <source>its dashboard cannot be read: %1</source>
        <translation>das zugehörige Dashboard kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>lane %1, query %2</source>
        <translation>Spur %1, Abfrage %2</translation>
    </message>
    <message>
        <source>corrupted (%1: a series block is missing)</source>
        <translation>beschädigt (%1: ein Datenreihenblock fehlt)</translation>
    </message>
    <message>
        <source>corrupted (%1: %2)</source>
        <translation>beschädigt (%1: %2)</translation>
    </message>
    <message>
        <source>corrupted (%1: a block does not hold what it says)</source>
        <translation>beschädigt (%1: ein Block enthält nicht, was er angibt)</translation>
    </message>
    <message>
        <source>corrupted (%1: blocks on different grids)</source>
        <translation>beschädigt (%1: Blöcke auf unterschiedlichen Rastern)</translation>
    </message>
    <message>
        <source>corrupted (%1: no series block)</source>
        <translation>beschädigt (%1: kein Datenreihenblock)</translation>
    </message>
    <message>
        <source>corrupted (%1: series are missing)</source>
        <translation>beschädigt (%1: Datenreihen fehlen)</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>nicht genügend Arbeitsspeicher</translation>
    </message>
    <message>
        <source>its SQLite header is damaged</source>
        <translation>ihr SQLite-Header ist beschädigt</translation>
    </message>
    <message>
        <source>truncated</source>
        <translation>abgeschnitten</translation>
    </message>
    <message>
        <source>read error: %1</source>
        <translation>Lesefehler: %1</translation>
    </message>
    <message>
        <source>%1 has no %2 or %3 series in this period: nothing to count.</source>
        <translation>%1 hat in diesem Zeitraum keine %2- oder %3-Reihen: nichts zu zählen.</translation>
    </message>
    <message>
        <source>kube_pod_info: %1; GPU-hours of ended pods are not told apart</source>
        <translation>kube_pod_info: %1; GPU-Stunden beendeter Pods werden nicht unterschieden</translation>
    </message>
    <message>
        <source>Utilisation is %1 × 100: the source has no %2 series in this period (MIG, or a counter file without it).</source>
        <translation>Auslastung ist %1 × 100: Die Quelle hat in diesem Zeitraum keine %2-Reihen (MIG oder eine Zählerdatei ohne sie).</translation>
    </message>
    <message>
        <source>Utilisation is %1.</source>
        <translation>Auslastung ist %1.</translation>
    </message>
    <message>
        <source>Canceled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>The source stopped answering after %1 of %2 metrics (%3): this answer is from the metrics compared before; explain again once the source is back.</source>
        <translation>Die Quelle hat nach %1 von %2 Metriken nicht mehr geantwortet (%3): Diese Antwort stammt aus den zuvor verglichenen Metriken; erklären Sie erneut, sobald die Quelle wieder antwortet.</translation>
    </message>
    <message>
        <source>Explain reads Prometheus-compatible sources, and &quot;%1&quot; is none: explain a lane with a PromQL query.</source>
        <translation>Die Erklärung liest Prometheus-kompatible Quellen, und &quot;%1&quot; ist keine: Erklären Sie eine Spur mit einer PromQL-Abfrage.</translation>
    </message>
    <message>
        <source>The lane&apos;s query failed: %1</source>
        <translation>Die Abfrage der Spur ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>The lane has no data in the window %1 to %2: nothing to explain. Select minutes where the lane has a line.</source>
        <translation>Die Spur hat im Fenster %1 bis %2 keine Daten: nichts zu erklären. Wählen Sie Minuten, in denen die Spur eine Linie hat.</translation>
    </message>
    <message>
        <source>The lane has no data in the baseline %1 to %2: nothing to compare the window with; pick another baseline.</source>
        <translation>Die Spur hat in der Basislinie %1 bis %2 keine Daten: nichts, womit das Fenster verglichen werden kann; wählen Sie eine andere Basislinie.</translation>
    </message>
    <message>
        <source>Change detector %1 (source %2): %3</source>
        <translation>Änderungserkennung %1 (Quelle %2): %3</translation>
    </message>
    <message>
        <source>Annotation query %1 (source %2): %3</source>
        <translation>Anmerkungsabfrage %1 (Quelle %2): %3</translation>
    </message>
    <message>
        <source>corrupted (table %1 is missing)</source>
        <translation>beschädigt (Tabelle %1 fehlt)</translation>
    </message>
    <message>
        <source>Replay is offline: the snapshot holds no baseline %1 for lane %2. Compare with it live and capture again.</source>
        <translation>Die Wiedergabe ist offline: Der Snapshot enthält keine Vergleichsbasis %1 für die Spur %2. Vergleichen Sie live damit und erfassen Sie erneut.</translation>
    </message>
    <message>
        <source>Replay is offline: the snapshot holds no baseline %1 for this lane. Compare with it live and capture again.</source>
        <translation>Die Wiedergabe ist offline: Der Snapshot enthält keine Vergleichsbasis %1 für diese Spur. Vergleichen Sie live damit und erfassen Sie erneut.</translation>
    </message>
    <message>
        <source>Compare with %1, lane %2: %3</source>
        <translation>Vergleich mit %1, Spur %2: %3</translation>
    </message>
    <message>
        <source>the source has no data from %1 to %2. Choose another range to compare with.</source>
        <translation>die Quelle hat keine Daten von %1 bis %2. Wählen Sie einen anderen Vergleichsbereich.</translation>
    </message>
    <message>
        <source>cannot store the baseline of lane %1: %2</source>
        <translation>die Vergleichsbasis der Spur %1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>corrupted (the baseline of lane %1: %2)</source>
        <translation>beschädigt (die Vergleichsbasis der Spur %1: %2)</translation>
    </message>
    <message>
        <source>cannot store what rule %1 read: %2</source>
        <translation>was Regel %1 gelesen hat, kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>corrupted (what rule %1 read: %2)</source>
        <translation>beschädigt (was Regel %1 gelesen hat: %2)</translation>
    </message>
    <message>
        <source>corrupted (what rule %1 read: blocks do not join)</source>
        <translation>beschädigt (was Regel %1 gelesen hat: Blöcke passen nicht zusammen)</translation>
    </message>
    <message>
        <source>kube_pod_container_resource_requests: %1; allocation comes from the DCGM pod labels</source>
        <translation>kube_pod_container_resource_requests: %1; die Zuweisung stammt aus den DCGM-Pod-Labels</translation>
    </message>
    <message>
        <source>Requested GPU-hours are the pods&apos; nvidia.com/gpu requests (kube-state-metrics).</source>
        <translation>Angeforderte GPU-Stunden sind die nvidia.com/gpu-Anforderungen der Pods (kube-state-metrics).</translation>
    </message>
    <message>
        <source>The source exports no GPU requests (kube-state-metrics&apos; kube_pod_container_resource_requests): requested GPU-hours are the hours a running pod held a GPU, by the DCGM pod labels.</source>
        <translation>Die Quelle exportiert keine GPU-Anforderungen (kube_pod_container_resource_requests von kube-state-metrics): Angeforderte GPU-Stunden sind die Stunden, in denen laut DCGM-Pod-Labels ein laufender Pod eine GPU hielt.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>--script wants pan:SECONDS or live:SECONDS, not &apos;%1&apos;</source>
        <translation>--script erwartet pan:SECONDS oder live:SECONDS, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>--script: not every lane showed data within 180 s</source>
        <translation>--script: Nicht jede Spur hat innerhalb von 180 s Daten angezeigt</translation>
    </message>
    <message>
        <source>Desktop dashboard for GPU fleet observability.</source>
        <translation>Desktop-Dashboard für die Beobachtung von GPU-Flotten.</translation>
    </message>
    <message>
        <source>Data sources file.</source>
        <translation>Datenquellendatei.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Dashboard file or builtin:NAME.</source>
        <translation>Dashboard-Datei oder builtin:NAME.</translation>
    </message>
    <message>
        <source>REF</source>
        <translation>REF</translation>
    </message>
    <message>
        <source>Write lane frame timings as JSON to FILE (- for stdout).</source>
        <translation>Frame-Zeiten der Spuren als JSON in FILE schreiben (- für stdout).</translation>
    </message>
    <message>
        <source>With --frame-stats: once every lane shows data, pan for SECONDS or watch live refreshes for SECONDS, then write the timings and quit.</source>
        <translation>Mit --frame-stats: Sobald jede Spur Daten zeigt, SECONDS lang schwenken oder SECONDS lang Live-Aktualisierungen beobachten, dann die Zeiten schreiben und beenden.</translation>
    </message>
    <message>
        <source>A .fsnap file to replay.</source>
        <translation>Eine .fsnap-Datei zur Wiedergabe.</translation>
    </message>
    <message>
        <source>--script needs --frame-stats</source>
        <translation>--script benötigt --frame-stats</translation>
    </message>
    <message>
        <source>Compare every lane with this long before (1d, 1w, 90m): drawn in grey behind today&apos;s.</source>
        <translation>Jede Spur mit dem Zustand so lange vorher vergleichen (1d, 1w, 90m): grau hinter dem heutigen gezeichnet.</translation>
    </message>
    <message>
        <source>DURATION</source>
        <translation>DURATION</translation>
    </message>
    <message>
        <source>--compare &quot;%1&quot;: give a duration such as 1d, 1w or 90m.</source>
        <translation>--compare &quot;%1&quot;: Geben Sie eine Dauer wie 1d, 1w oder 90m an.</translation>
    </message>
</context>
</TS>

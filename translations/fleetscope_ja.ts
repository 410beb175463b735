<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>AlertCenter</name>
    <message>
        <source>This is a replay: its alerts are history and take no action.</source>
        <translation>これはリプレイです。アラートは履歴であり、アクションは実行されません。</translation>
    </message>
    <message>
        <source>That alert is no longer open.</source>
        <translation>そのアラートはすでにオープンではありません。</translation>
    </message>
    <message>
        <source>%1 on %2: %3</source>
        <translation>%2 の %1: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>A silence needs a duration.</source>
        <translation>サイレンスには期間が必要です。</translation>
    </message>
    <message>
        <source>Those alerts are no longer open.</source>
        <translation>それらのアラートはすでにオープンではありません。</translation>
    </message>
    <message>
        <source>That alert is not silenced.</source>
        <translation>そのアラートはサイレンスされていません。</translation>
    </message>
    <message>
        <source>%1 (was: %2)</source>
        <translation>%1 (以前: %2)</translation>
    </message>
    <message>
        <source>silence %1 on %2</source>
        <translation>%2 のサイレンス %1</translation>
    </message>
    <message>
        <source>Cannot save acknowledgements and silences to %1: %2</source>
        <translation>確認とサイレンスを %1 に保存できません: %2</translation>
    </message>
</context>
<context>
    <name>AlertDocks</name>
    <message>
        <source>Alerts</source>
        <translation>アラート</translation>
    </message>
    <message>
        <source>Runbook / Audit</source>
        <translation>ランブック / 監査</translation>
    </message>
    <message>
        <source>Runbooks</source>
        <translation>ランブック</translation>
    </message>
    <message>
        <source>Audit</source>
        <translation>監査</translation>
    </message>
    <message>
        <source>Silence %1 created on %2</source>
        <translation>%2 にサイレンス %1 を作成しました</translation>
    </message>
    <message>
        <source>%1 refused the silence change: %2</source>
        <translation>%1 がサイレンスの変更を拒否しました: %2</translation>
    </message>
    <message>
        <source>&amp;Alerts</source>
        <translation>アラート(&amp;A)</translation>
    </message>
    <message>
        <source>Load Alert &amp;Rules…</source>
        <translation>アラートルールを読み込む(&amp;R)…</translation>
    </message>
    <message>
        <source>Load Alert Rules</source>
        <translation>アラートルールの読み込み</translation>
    </message>
    <message>
        <source>Prometheus rule files (*.yml *.yaml);;All files (*)</source>
        <translation>Prometheus ルールファイル (*.yml *.yaml);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>alert rules loaded</source>
        <translation>アラートルールを読み込みました</translation>
    </message>
    <message>
        <source>Use &amp;Built-in Rules</source>
        <translation>組み込みルールを使用(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Tiers…</source>
        <translation>ティア(&amp;T)…</translation>
    </message>
    <message>
        <source>severity map</source>
        <translation>重大度マップ</translation>
    </message>
    <message>
        <source>Load Runbook Re&amp;gistry…</source>
        <translation>ランブックレジストリを読み込む(&amp;G)…</translation>
    </message>
    <message>
        <source>Load Runbook Registry</source>
        <translation>ランブックレジストリの読み込み</translation>
    </message>
    <message>
        <source>Runbook registries (*.yml *.yaml *.json);;All files (*)</source>
        <translation>ランブックレジストリ (*.yml *.yaml *.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>runbook registry loaded</source>
        <translation>ランブックレジストリを読み込みました</translation>
    </message>
    <message>
        <source>Built-in Runbooks &amp;Only</source>
        <translation>組み込みランブックのみ(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Evaluate Now</source>
        <translation>今すぐ評価(&amp;E)</translation>
    </message>
    <message>
        <source>Desktop &amp;Notification for P1</source>
        <translation>P1 のデスクトップ通知(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Sound for P1</source>
        <translation>P1 のサウンド(&amp;S)</translation>
    </message>
    <message>
        <source>Alert rules not changed: %1</source>
        <translation>アラートルールは変更されていません: %1</translation>
    </message>
    <message>
        <source>%1 holds no alerting rule</source>
        <translation>%1 にアラートルールがありません</translation>
    </message>
    <message>
        <source>Alert rules: %1</source>
        <translation>アラートルール: %1</translation>
    </message>
    <message>
        <source>%1 %2 by %3: %4 %5</source>
        <translation>%1 %2 (%3): %4 %5</translation>
    </message>
    <message>
        <source>%1 has no alerts API (HTTP 404); add &quot;alerts&quot;: false to this source in the sources file to stop asking.</source>
        <translation>%1 にはアラート API がありません (HTTP 404)。問い合わせを停止するには、ソースファイルでこのソースに &quot;alerts&quot;: false を追加してください。</translation>
    </message>
    <message>
        <source>%1: rule %2: %3</source>
        <translation>%1: ルール %2: %3</translation>
    </message>
    <message>
        <source>P1 firing: %1</source>
        <translation>P1 発火中: %1</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%2 の %1</translation>
    </message>
    <message>
        <source>FleetScope</source>
        <translation>FleetScope</translation>
    </message>
    <message>
        <source>Ne&amp;xt Alert</source>
        <translation>次のアラート(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Previous Alert</source>
        <translation>前のアラート(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Acknowledge Alert…</source>
        <translation>アラートを確認(&amp;A)…</translation>
    </message>
    <message>
        <source>%1: %2 (showing its alerts of %3)</source>
        <translation>%1: %2 (%3 のアラートを表示中)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (all series %2 to %3)</source>
        <translation>%1 (全系列: %2 ～ %3)</translation>
    </message>
    <message>
        <source>Replay shows a past incident; escalation pages people now, so it is off here.</source>
        <translation>リプレイは過去のインシデントを表示します。エスカレーションは今すぐ人を呼び出すため、ここでは使えません。</translation>
    </message>
    <message>
        <source>&amp;Backtest a Rule…</source>
        <translation>ルールをバックテスト(&amp;B)…</translation>
    </message>
</context>
<context>
    <name>AlertFeedClient</name>
    <message>
        <source>No silence was named to expire.</source>
        <translation>期限切れにするサイレンスが指定されていません。</translation>
    </message>
    <message>
        <source>The source &quot;%1&quot; is an Azure Monitor source, not an alert feed.</source>
        <translation>ソース &quot;%1&quot; は Azure Monitor ソースであり、アラートフィードではありません。</translation>
    </message>
    <message>
        <source>The source &quot;%1&quot; is Azure Monitor managed Prometheus, which has no alerts API.</source>
        <translation>ソース &quot;%1&quot; は Azure Monitor マネージド Prometheus であり、アラート API がありません。</translation>
    </message>
    <message>
        <source>The source &quot;%1&quot; is an Alertmanager; alerting rules come from Prometheus.</source>
        <translation>ソース &quot;%1&quot; は Alertmanager です。アラートルールは Prometheus から取得されます。</translation>
    </message>
    <message>
        <source>The source &quot;%1&quot; is a Prometheus server; silences live in Alertmanager.</source>
        <translation>ソース &quot;%1&quot; は Prometheus サーバーです。サイレンスは Alertmanager で管理されます。</translation>
    </message>
    <message>
        <source>No network access.</source>
        <translation>ネットワークにアクセスできません。</translation>
    </message>
    <message>
        <source>The answer from %1 is larger than the %2 MiB limit for alert feeds.</source>
        <translation>%1 からの応答が、アラートフィードの上限 %2 MiB を超えています。</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s.</source>
        <translation>%1 が %2 秒以内に応答しませんでした。</translation>
    </message>
    <message>
        <source>The choices of query variables cannot be loaded from Azure Monitor managed Prometheus (&quot;%1&quot;); the values saved in the dashboard are used.</source>
        <translation>Azure Monitor マネージド Prometheus (&quot;%1&quot;) からはクエリ変数の選択肢を読み込めません。ダッシュボードに保存された値が使用されます。</translation>
    </message>
    <message>
        <source>The source &quot;%1&quot; is an Alertmanager; label values come from a Prometheus-compatible server.</source>
        <translation>ソース &quot;%1&quot; は Alertmanager です。ラベル値は Prometheus 互換サーバーから取得されます。</translation>
    </message>
</context>
<context>
    <name>AlertFeeds</name>
    <message>
        <source>Alerting rules could not be read: %1</source>
        <translation>アラートルールを読み取れませんでした: %1</translation>
    </message>
    <message>
        <source>Silences could not be read: %1</source>
        <translation>サイレンスを読み取れませんでした: %1</translation>
    </message>
    <message>
        <source>The source &quot;%1&quot; is not an alert feed.</source>
        <translation>ソース &quot;%1&quot; はアラートフィードではありません。</translation>
    </message>
    <message>
        <source>The source &quot;%1&quot; is a Prometheus server; silences live in Alertmanager.</source>
        <translation>ソース &quot;%1&quot; は Prometheus サーバーです。サイレンスは Alertmanager で管理されます。</translation>
    </message>
</context>
<context>
    <name>AlertModel</name>
    <message>
        <source>untiered</source>
        <translation>ティアなし</translation>
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
        <translation>アラート / ターゲット</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>For</source>
        <translation>継続時間</translation>
    </message>
    <message>
        <source>Resolved in view (%1)</source>
        <translation>表示範囲内で解決済み (%1)</translation>
    </message>
    <message>
        <source>, %1 quiet</source>
        <translation>、%1 件静穏</translation>
    </message>
    <message>
        <source>%1 P3 digest (%2%3)</source>
        <translation>%1 P3 ダイジェスト (%2%3)</translation>
    </message>
    <message>
        <source>%1 %2 (%3%4)</source>
        <translation>%1 %2 (%3%4)</translation>
    </message>
    <message>
        <source>%1 in %2: %3 firing, %4 pending</source>
        <translation>%2 の %1: 発火中 %3、保留中 %4</translation>
    </message>
    <message>
        <source>all targets</source>
        <translation>すべてのターゲット</translation>
    </message>
    <message>
        <source>%1 %2 %3%4 ×%5</source>
        <translation>%1 %2 %3%4 ×%5</translation>
    </message>
    <message>
        <source>%1 firing</source>
        <translation>発火中 %1</translation>
    </message>
    <message>
        <source>%1 pending</source>
        <translation>保留中 %1</translation>
    </message>
    <message>
        <source>quiet</source>
        <translation>静穏</translation>
    </message>
    <message>
        <source>From: %1</source>
        <translation>送信元: %1</translation>
    </message>
    <message>
        <source>Muted by %1 (inhibition)</source>
        <translation>%1 によりミュート (抑制)</translation>
    </message>
    <message>
        <source>Silenced by %1 until %2: %3</source>
        <translation>%1 により %2 までサイレンス: %3</translation>
    </message>
    <message>
        <source>Acknowledged by %1 at %2: %3</source>
        <translation>%1 が %2 に確認: %3</translation>
    </message>
    <message>
        <source>firing</source>
        <translation>発火中</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>保留中</translation>
    </message>
    <message>
        <source>resolved</source>
        <translation>解決済み</translation>
    </message>
    <message>
        <source>silenced %1</source>
        <translation>サイレンス中 %1</translation>
    </message>
    <message>
        <source>muted</source>
        <translation>ミュート</translation>
    </message>
    <message>
        <source>acked</source>
        <translation>確認済み</translation>
    </message>
    <message>
        <source>as of %1, feed down</source>
        <translation>%1 時点、フィード停止中</translation>
    </message>
    <message>
        <source>%1, ended %2</source>
        <translation>%1、%2 に終了</translation>
    </message>
</context>
<context>
    <name>AlertPane</name>
    <message>
        <source>&amp;Runbook…</source>
        <translation>ランブック(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Ack…</source>
        <translation>確認(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Silence…</source>
        <translation>サイレンス(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Unsilence</source>
        <translation>サイレンス解除(&amp;U)</translation>
    </message>
    <message>
        <source>Show and launch the runbook for the selected alert</source>
        <translation>選択したアラートのランブックを表示して起動します</translation>
    </message>
    <message>
        <source>Acknowledge the selected alert with a note</source>
        <translation>選択したアラートをメモ付きで確認します</translation>
    </message>
    <message>
        <source>Silence the selected alert or its group for a while</source>
        <translation>選択したアラートまたはそのグループを一定時間サイレンスします</translation>
    </message>
    <message numerus="yes">
        <source>(%n more; hover for all)</source>
        <translation>
            <numerusform>(ほか %n 件。すべて表示するにはマウスを重ねてください)</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;nbsp;(+%1 quiet)</source>
        <translation>&amp;nbsp;(+%1 件静穏)</translation>
    </message>
    <message>
        <source>&lt;b&gt;ALERTS&lt;/b&gt;&amp;nbsp;&amp;nbsp; %1 &amp;nbsp; %2 &amp;nbsp; %3</source>
        <translation>&lt;b&gt;アラート&lt;/b&gt;&amp;nbsp;&amp;nbsp; %1 &amp;nbsp; %2 &amp;nbsp; %3</translation>
    </message>
    <message>
        <source>Select an open alert first.</source>
        <translation>先にオープンなアラートを選択してください。</translation>
    </message>
    <message>
        <source>Select an alert or a group first.</source>
        <translation>先にアラートまたはグループを選択してください。</translation>
    </message>
    <message>
        <source>Select a silenced alert first.</source>
        <translation>先にサイレンス中のアラートを選択してください。</translation>
    </message>
    <message>
        <source>Acknowledge</source>
        <translation>確認</translation>
    </message>
    <message>
        <source>Acknowledge %1 on %2.
Note for the next person on call:</source>
        <translation>%2 の %1 を確認します。
次のオンコール担当者へのメモ:</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%2 の %1</translation>
    </message>
    <message>
        <source>Alerts by tier</source>
        <translation>ティア別アラート</translation>
    </message>
    <message>
        <source>No alerts to move between.</source>
        <translation>移動できるアラートがありません。</translation>
    </message>
    <message>
        <source>That was the last alert.</source>
        <translation>これが最後のアラートです。</translation>
    </message>
    <message>
        <source>That was the first alert.</source>
        <translation>これが最初のアラートです。</translation>
    </message>
    <message>
        <source>&amp;Escalate</source>
        <translation>エスカレート(&amp;E)</translation>
    </message>
    <message>
        <source>Page on-call or post the selected alert to a channel</source>
        <translation>オンコール担当者を呼び出すか、選択したアラートをチャネルに投稿します</translation>
    </message>
    <message>
        <source>&amp;Page on-call (PagerDuty)</source>
        <translation>オンコールを呼び出す (PagerDuty)(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Trigger</source>
        <translation>トリガー(&amp;T)</translation>
    </message>
    <message>
        <source>Open a PagerDuty incident for this alert, or add to the open one</source>
        <translation>このアラートの PagerDuty インシデントを作成するか、未解決のインシデントに追加します</translation>
    </message>
    <message>
        <source>&amp;Acknowledge</source>
        <translation>確認(&amp;A)</translation>
    </message>
    <message>
        <source>Acknowledge the PagerDuty incident of this alert</source>
        <translation>このアラートの PagerDuty インシデントを確認します</translation>
    </message>
    <message>
        <source>&amp;Resolve</source>
        <translation>解決(&amp;R)</translation>
    </message>
    <message>
        <source>Resolve the PagerDuty incident of this alert</source>
        <translation>このアラートの PagerDuty インシデントを解決します</translation>
    </message>
    <message>
        <source>Post to &amp;Teams</source>
        <translation>Teams に投稿(&amp;T)</translation>
    </message>
    <message>
        <source>Post the alert, its lanes&apos; values and its runbook links to the Teams channel</source>
        <translation>アラート、そのレーンの値、ランブックリンクを Teams チャネルに投稿します</translation>
    </message>
    <message>
        <source>Escalation is not set up.</source>
        <translation>エスカレーションが設定されていません。</translation>
    </message>
    <message>
        <source>E&amp;xplain</source>
        <translation>説明(&amp;X)</translation>
    </message>
    <message>
        <source>What else changed while the selected alert was pending or firing</source>
        <translation>選択したアラートが保留中または発火中だった間にほかに変化したもの</translation>
    </message>
</context>
<context>
    <name>AnnotationDialog</name>
    <message>
        <source>At a moment</source>
        <translation>特定の時点</translation>
    </message>
    <message>
        <source>Over a range</source>
        <translation>期間</translation>
    </message>
    <message>
        <source>Add Annotation</source>
        <translation>注釈を追加</translation>
    </message>
    <message>
        <source>e.g. batch size raised to 32</source>
        <translation>例: バッチサイズを 32 に増加</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>開始(&amp;F):</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>終了(&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Text:</source>
        <translation>テキスト(&amp;T):</translation>
    </message>
    <message>
        <source>The end is before the start; pick an end at or after %1.</source>
        <translation>終了が開始より前です。%1 以降の終了を選んでください。</translation>
    </message>
    <message>
        <source>Write what happened; this is what the timeline shows.</source>
        <translation>何が起きたかを書いてください。タイムラインにはこれが表示されます。</translation>
    </message>
    <message>
        <source>Every lane</source>
        <translation>すべてのレーン</translation>
    </message>
    <message>
        <source>&amp;On:</source>
        <translation>対象レーン(&amp;O):</translation>
    </message>
</context>
<context>
    <name>AppInsightsDiscovery</name>
    <message>
        <source>The source names no Log Analytics workspace.</source>
        <translation>このソースには Log Analytics ワークスペースが指定されていません。</translation>
    </message>
</context>
<context>
    <name>AuditLog</name>
    <message>
        <source>Cannot write the audit log %1: %2</source>
        <translation>監査ログ %1 に書き込めません: %2</translation>
    </message>
</context>
<context>
    <name>AuditModel</name>
    <message>
        <source>When</source>
        <translation>日時</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>ユーザー</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>アクション</translation>
    </message>
    <message>
        <source>On</source>
        <translation>対象</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>詳細</translation>
    </message>
</context>
<context>
    <name>AutomationClient</name>
    <message>
        <source>HTTP %1 from the server (not an Azure Automation answer)</source>
        <translation>サーバーから HTTP %1 (Azure Automation の応答ではありません)</translation>
    </message>
    <message>
        <source>The server&apos;s answer is not an Azure Automation job; check the management endpoint of the source.</source>
        <translation>サーバーの応答が Azure Automation ジョブではありません。ソースの管理エンドポイントを確認してください。</translation>
    </message>
    <message>
        <source>The server&apos;s answer does not have the shape of an Azure Automation job.</source>
        <translation>サーバーの応答が Azure Automation ジョブの形式ではありません。</translation>
    </message>
    <message>
        <source>Azure Automation refused the job: %1</source>
        <translation>Azure Automation がジョブを拒否しました: %1</translation>
    </message>
    <message>
        <source>The signed-in identity lacks permission to run jobs in %1: ask for the Automation Job Operator role.</source>
        <translation>サインイン中の ID には %1 でジョブを実行する権限がありません。Automation Job Operator ロールを依頼してください。</translation>
    </message>
    <message>
        <source>The signed-in identity lacks permission to run jobs in this Automation account: ask for the Automation Job Operator role.</source>
        <translation>サインイン中の ID にはこの Automation アカウントでジョブを実行する権限がありません。Automation Job Operator ロールを依頼してください。</translation>
    </message>
    <message>
        <source>The job has no properties.status.</source>
        <translation>ジョブに properties.status がありません。</translation>
    </message>
    <message>
        <source>Azure did not stop the job, which may still run: %1</source>
        <translation>Azure がジョブを停止しなかったため、まだ実行中の可能性があります: %1</translation>
    </message>
    <message>
        <source>Stopped waiting for the job; it may still run in Azure.</source>
        <translation>ジョブの待機を中止しました。Azure でまだ実行中の可能性があります。</translation>
    </message>
    <message>
        <source>Canceled before Azure answered; the job may still have started.</source>
        <translation>Azure の応答前にキャンセルしました。ジョブは開始されている可能性があります。</translation>
    </message>
</context>
<context>
    <name>AzureCall</name>
    <message>
        <source>Canceled.</source>
        <translation>キャンセルしました。</translation>
    </message>
    <message>
        <source>The Azure sign-in for this source is gone.</source>
        <translation>このソースの Azure サインインが失われました。</translation>
    </message>
    <message>
        <source>The answer from %1 is larger than the %2 MiB limit; narrow the query.</source>
        <translation>%1 からの応答が上限の %2 MiB を超えています。クエリを絞り込んでください。</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s</source>
        <translation>%1 が %2 秒以内に応答しませんでした</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s.</source>
        <translation>%1 が %2 秒以内に応答しませんでした。</translation>
    </message>
    <message>
        <source>throttled by Azure (HTTP %1)</source>
        <translation>Azure によりスロットリングされました (HTTP %1)</translation>
    </message>
    <message>
        <source>HTTP %1 from %2</source>
        <translation>%2 から HTTP %1</translation>
    </message>
</context>
<context>
    <name>AzureCliTokenProvider</name>
    <message>
        <source>Azure CLI login</source>
        <translation>Azure CLI ログイン</translation>
    </message>
    <message>
        <source>The Azure CLI (az) is not installed or not on PATH; install it and run az login, or choose another sign-in method for this source.</source>
        <translation>Azure CLI (az) がインストールされていないか、PATH にありません。インストールして az login を実行するか、このソースに別のサインイン方法を選択してください。</translation>
    </message>
</context>
<context>
    <name>AzureMonitorClient</name>
    <message>
        <source>The time range is empty.</source>
        <translation>時間範囲が空です。</translation>
    </message>
    <message>
        <source>An Azure query needs &quot;metric&quot; (with &quot;resource&quot; or &quot;resources&quot;) or &quot;kql&quot;.</source>
        <translation>Azure クエリには &quot;metric&quot; (&quot;resource&quot; または &quot;resources&quot; と併用) または &quot;kql&quot; が必要です。</translation>
    </message>
    <message>
        <source>Unknown aggregation &quot;%1&quot; (use Average, Minimum, Maximum, Total or Count).</source>
        <translation>不明な集計 &quot;%1&quot; です (Average、Minimum、Maximum、Total、Count のいずれかを使用してください)。</translation>
    </message>
    <message>
        <source>An Azure metric query needs &quot;resource&quot; or &quot;resources&quot;.</source>
        <translation>Azure メトリック クエリには &quot;resource&quot; または &quot;resources&quot; が必要です。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a resource id (/subscriptions/…/providers/…).</source>
        <translation>&quot;%1&quot; はリソース ID (/subscriptions/…/providers/…) ではありません。</translation>
    </message>
    <message>
        <source>A Log Analytics query needs &quot;kql&quot;.</source>
        <translation>Log Analytics クエリには &quot;kql&quot; が必要です。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a FleetScope quantity: it becomes a query once the workspace&apos;s Application Insights metrics are known, and they are not (see the lane&apos;s message, or run fleetscope-cli doctor).</source>
        <translation>&quot;%1&quot; は FleetScope の量です。ワークスペースの Application Insights メトリックが分かるとクエリになりますが、まだ分かっていません (レーンのメッセージを見るか、fleetscope-cli doctor を実行してください)。</translation>
    </message>
    <message>
        <source>A Log Analytics query needs a workspace: add &quot;workspace&quot; to the query, or the workspace ID to source &quot;%1&quot; in the sources file.</source>
        <translation>Log Analytics クエリにはワークスペースが必要です。クエリに &quot;workspace&quot; を追加するか、ソースファイルのソース &quot;%1&quot; にワークスペース ID を追加してください。</translation>
    </message>
</context>
<context>
    <name>AzureQueryJob</name>
    <message>
        <source>Canceled.</source>
        <translation>キャンセルしました。</translation>
    </message>
    <message>
        <source>The data source was removed.</source>
        <translation>データソースが削除されました。</translation>
    </message>
</context>
<context>
    <name>BacktestDialog</name>
    <message>
        <source>same</source>
        <translation>同じ</translation>
    </message>
    <message>
        <source>Backtest a Rule</source>
        <translation>ルールのバックテスト</translation>
    </message>
    <message>
        <source>How often would this rule have fired, and what would a change do? Nothing here changes the rules in use.</source>
        <translation>このルールは何回発火したはずか、変更するとどうなるかを確かめます。ここでの操作は使用中のルールを変更しません。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>&amp;Rule:</source>
        <translation>ルール(&amp;R):</translation>
    </message>
    <message>
        <source>The visible range</source>
        <translation>表示中の範囲</translation>
    </message>
    <message>
        <source>The last 24 hours</source>
        <translation>過去 24 時間</translation>
    </message>
    <message>
        <source>The last 7 days</source>
        <translation>過去 7 日間</translation>
    </message>
    <message>
        <source>The last 30 days</source>
        <translation>過去 30 日間</translation>
    </message>
    <message>
        <source>R&amp;ange:</source>
        <translation>範囲(&amp;A):</translation>
    </message>
    <message>
        <source>Try &amp;for:</source>
        <translation>for の試行値(&amp;F):</translation>
    </message>
    <message>
        <source>Try &amp;keep_firing_for:</source>
        <translation>keep_firing_for の試行値(&amp;K):</translation>
    </message>
    <message>
        <source>Try &amp;threshold:</source>
        <translation>threshold の試行値(&amp;T):</translation>
    </message>
    <message>
        <source>Fires shorter than this are &amp;short:</source>
        <translation>これ未満の発火を短い発火とみなす(&amp;S):</translation>
    </message>
    <message>
        <source>Fires</source>
        <translation>発火回数</translation>
    </message>
    <message>
        <source>Firing time (all alerts)</source>
        <translation>発火時間（全アラート）</translation>
    </message>
    <message>
        <source>Median firing time</source>
        <translation>発火時間の中央値</translation>
    </message>
    <message>
        <source>Short fires (flapping)</source>
        <translation>短い発火（フラッピング）</translation>
    </message>
    <message>
        <source>Longest quiet stretch</source>
        <translation>最長の静穏期間</translation>
    </message>
    <message>
        <source>Still firing at the end</source>
        <translation>終了時点で発火中</translation>
    </message>
    <message>
        <source>As written</source>
        <translation>記述どおり</translation>
    </message>
    <message>
        <source>&amp;Backtest</source>
        <translation>バックテスト(&amp;B)</translation>
    </message>
    <message>
        <source>No alert rules are loaded: load a rule file (Alerts &gt; Load Alert Rules…) or use the built-in rules.</source>
        <translation>アラートルールが読み込まれていません。ルールファイルを読み込む（アラート &gt; アラートルールを読み込む…）か、組み込みルールを使用してください。</translation>
    </message>
    <message>
        <source>as written: %1</source>
        <translation>記述どおり: %1</translation>
    </message>
    <message>
        <source>as written: %1 %2</source>
        <translation>記述どおり: %1 %2</translation>
    </message>
    <message>
        <source>no single threshold in this rule</source>
        <translation>このルールには単一のしきい値がありません</translation>
    </message>
    <message numerus="yes">
        <source>The rule&apos;s expression compares with %n number(s) at its top level; only one can be changed here.</source>
        <translation>
            <numerusform>ルールの式はトップレベルで %n 個の数値と比較しています。ここで変更できるのは 1 つだけです。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to %2 %3 (%4)</source>
        <translation>%1 から %2 %3（%4）</translation>
    </message>
    <message>
        <source>A threshold is a number, such as 2.5.</source>
        <translation>しきい値は 2.5 のような数値です。</translation>
    </message>
    <message>
        <source>A duration, such as 5m or 90s.</source>
        <translation>5m や 90s のような期間を指定してください。</translation>
    </message>
    <message>
        <source>A duration, such as 5m.</source>
        <translation>5m のような期間を指定してください。</translation>
    </message>
    <message>
        <source>There is no Prometheus source to evaluate the rule on: add one under File &gt; Data Sources…</source>
        <translation>ルールを評価する Prometheus ソースがありません。ファイル &gt; データソース… で追加してください。</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>差分</translation>
    </message>
    <message>
        <source>Short fires (under %1)</source>
        <translation>短い発火（%1 未満）</translation>
    </message>
    <message>
        <source>Evaluating %1 over %2 on %3…</source>
        <translation>%1 を %3 で評価中（期間 %2）…</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>Evaluated over %1 with the alert pane&apos;s evaluator. Short: under %2.</source>
        <translation>アラートペインと同じ評価器で %1 の期間を評価しました。短い発火: %2 未満。</translation>
    </message>
    <message>
        <source>The rule could not be evaluated: %1</source>
        <translation>ルールを評価できませんでした: %1</translation>
    </message>
    <message>
        <source>The snapshot&apos;s range (offline)</source>
        <translation>スナップショットの範囲 (オフライン)</translation>
    </message>
    <message>
        <source>The snapshot keeps nothing %1 read (its query failed when it was captured): choose the last 24 hours or more to ask the source.</source>
        <translation>スナップショットには %1 が読み取ったものがありません (キャプチャ時にクエリが失敗しました): ソースに問い合わせるには過去 24 時間以上を選んでください。</translation>
    </message>
    <message>
        <source>This snapshot keeps the alerts its rules raised, not the series behind them (it was captured before snapshots kept them): backtesting asks the source the rules read. Add it under File &gt; Data Sources…</source>
        <translation>このスナップショットにはルールが発したアラートだけがあり、その元の系列はありません (系列を保存する前にキャプチャされました): バックテストはルールが読むソースに問い合わせます。ファイル &gt; データソース… で追加してください</translation>
    </message>
    <message>
        <source>Offline, the snapshot answers over its own range; other ranges ask the source the rules read. Add it under File &gt; Data Sources…</source>
        <translation>オフラインではスナップショット自身の範囲について答えます。ほかの範囲はルールが読むソースに問い合わせます。ファイル &gt; データソース… で追加してください</translation>
    </message>
    <message>
        <source>Evaluating %1 over the snapshot&apos;s %2, offline…</source>
        <translation>スナップショットの %2 について %1 をオフラインで評価しています…</translation>
    </message>
    <message>
        <source>Evaluated offline over the snapshot&apos;s %1, from what the rule read when it was captured, with the alert pane&apos;s evaluator. Short: under %2.</source>
        <translation>スナップショットの %1 について、キャプチャ時にルールが読み取ったものから、アラートペインの評価器でオフライン評価しました。短い: %2 未満。</translation>
    </message>
</context>
<context>
    <name>BilledCostPanel</name>
    <message>
        <source>Fetch Billed Cost</source>
        <translation>請求コストを取得</translation>
    </message>
    <message>
        <source>Azure sign-in for billed cost</source>
        <translation>請求コスト用の Azure サインイン</translation>
    </message>
    <message>
        <source>Cost Management scope</source>
        <translation>Cost Management スコープ</translation>
    </message>
    <message>
        <source>subscriptions/&lt;id&gt;</source>
        <translation>subscriptions/&lt;id&gt;</translation>
    </message>
    <message>
        <source>The Cost Management scope: a subscription (subscriptions/&lt;id&gt;) or a resource group within it.</source>
        <translation>Cost Management のスコープ: サブスクリプション (subscriptions/&lt;id&gt;) またはその中のリソース グループ。</translation>
    </message>
    <message>
        <source>Tag to group billed cost by</source>
        <translation>請求コストをグループ化するタグ</translation>
    </message>
    <message>
        <source>Billed cost from</source>
        <translation>請求コストの取得元</translation>
    </message>
    <message>
        <source>scope</source>
        <translation>スコープ</translation>
    </message>
    <message>
        <source>by tag</source>
        <translation>タグ別</translation>
    </message>
    <message>
        <source>Add an Azure source (Azure Monitor or managed Prometheus) to compare with the billed cost.</source>
        <translation>請求コストと比較するには、Azure ソース (Azure Monitor またはマネージド Prometheus) を追加してください。</translation>
    </message>
    <message>
        <source>The scope must start with subscriptions/&lt;id&gt;.</source>
        <translation>スコープは subscriptions/&lt;id&gt; で始まる必要があります。</translation>
    </message>
    <message>
        <source>Name the tag to group the billed cost by, e.g. CostCenter.</source>
        <translation>請求コストをグループ化するタグ名を指定してください (例: CostCenter)。</translation>
    </message>
    <message>
        <source>Load the cost for a period first.</source>
        <translation>先に期間のコストを読み込んでください。</translation>
    </message>
    <message>
        <source>The source &quot;%1&quot; has no Azure sign-in.</source>
        <translation>ソース &quot;%1&quot; には Azure サインインがありません。</translation>
    </message>
    <message>
        <source>%1; retrying in %2 s</source>
        <translation>%1。%2 秒後に再試行します</translation>
    </message>
    <message>
        <source>Asking Azure Cost Management…</source>
        <translation>Azure Cost Management に問い合わせ中…</translation>
    </message>
    <message>
        <source>Billed cost: %1</source>
        <translation>請求コスト: %1</translation>
    </message>
    <message>
        <source>Billed cost comes in %1 and %2; it is not summed across currencies.</source>
        <translation>請求コストは %1 と %2 の通貨で計上されています。通貨をまたいだ合計は行いません。</translation>
    </message>
    <message numerus="yes">
        <source>Billed cost for %n day(s), %1 group(s), read from %2 page(s).</source>
        <translation>
            <numerusform>%n 日分、%1 グループの請求コスト (%2 ページから読み取り)。</numerusform>
        </translation>
    </message>
    <message>
        <source>Add an Azure source (Azure Monitor or managed Prometheus) to read Azure&apos;s cost data.</source>
        <translation>Azure のコストデータを読むには、Azure ソース (Azure Monitor またはマネージド Prometheus) を追加してください。</translation>
    </message>
</context>
<context>
    <name>BudgetChart</name>
    <message>
        <source>today</source>
        <translation>今日</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>budget %1</source>
        <translation>予算 %1</translation>
    </message>
</context>
<context>
    <name>BudgetChartWidget</name>
    <message>
        <source>Budget burn-down</source>
        <translation>予算の消化</translation>
    </message>
    <message>
        <source>Cumulative spend over the budget&apos;s period against its amount, with the forecasts to the period&apos;s end.</source>
        <translation>予算期間の累計支出と予算額の比較、および期間末までの予測。</translation>
    </message>
</context>
<context>
    <name>BudgetPanel</name>
    <message>
        <source>Read Azure Budgets</source>
        <translation>Azure の予算を読み込む</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>予算</translation>
    </message>
    <message>
        <source>Typed budget (monthly)</source>
        <translation>入力した予算 (月次)</translation>
    </message>
    <message>
        <source>Budget amount per month</source>
        <translation>月あたりの予算額</translation>
    </message>
    <message>
        <source>Budget thresholds in percent</source>
        <translation>予算のしきい値 (%)</translation>
    </message>
    <message>
        <source>Percentages of the amount, separated by commas.</source>
        <translation>予算額に対するパーセンテージ (カンマ区切り)。</translation>
    </message>
    <message>
        <source>The Consumption budgets of the scope named under &quot;By group&quot; (Billed cost from).</source>
        <translation>「グループ別」(請求コストの取得元) で指定したスコープの Consumption 予算。</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>しきい値</translation>
    </message>
    <message>
        <source>Crossed</source>
        <translation>超過日</translation>
    </message>
    <message>
        <source>At the straight line</source>
        <translation>直線予測</translation>
    </message>
    <message>
        <source>By weekday pattern</source>
        <translation>曜日パターン</translation>
    </message>
    <message>
        <source>With the largest lever</source>
        <translation>最大の施策適用時</translation>
    </message>
    <message>
        <source>Amount per month</source>
        <translation>月額</translation>
    </message>
    <message>
        <source>Thresholds (%)</source>
        <translation>しきい値 (%)</translation>
    </message>
    <message>
        <source>Asking Azure for the budgets of %1…</source>
        <translation>%1 の予算を Azure に問い合わせています…</translation>
    </message>
    <message>
        <source>%1; retrying in %2 s</source>
        <translation>%1。%2 秒後に再試行します</translation>
    </message>
    <message>
        <source>Budgets: %1</source>
        <translation>予算: %1</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2、%3)</translation>
    </message>
    <message>
        <source>The scope has no cost budgets in Azure; a typed budget works the same.</source>
        <translation>このスコープには Azure のコスト予算がありません。入力した予算でも同じように使えます。</translation>
    </message>
    <message numerus="yes">
        <source>%n budget(s) read from Azure.</source>
        <translation>
            <numerusform>Azure から %n 件の予算を読み込みました。</numerusform>
        </translation>
    </message>
    <message>
        <source>The thresholds must be percentages separated by commas, such as 80, 90, 100.</source>
        <translation>しきい値はカンマ区切りのパーセンテージで指定してください (例: 80, 90, 100)。</translation>
    </message>
    <message>
        <source>Spend is FleetScope&apos;s estimate of the GPUs&apos; cost, from the telemetry.</source>
        <translation>支出はテレメトリから FleetScope が見積もった GPU コストです。</translation>
    </message>
    <message>
        <source>No daily billed cost to forecast from: %1</source>
        <translation>予測に使う日次の請求コストがありません: %1</translation>
    </message>
    <message>
        <source>The budget is in %1 and the billed cost in %2. FleetScope does not convert currencies: only Azure&apos;s own spend and forecast are shown.</source>
        <translation>予算は %1、請求コストは %2 です。FleetScope は通貨を換算しないため、Azure 自身の支出と予測のみを表示します。</translation>
    </message>
    <message>
        <source>The budget has a filter; the daily rate is the whole scope&apos;s cost.</source>
        <translation>この予算にはフィルターがあります。日次レートはスコープ全体のコストです。</translation>
    </message>
    <message>
        <source>The savings levers are in %1, the budget in %2: they are left out.</source>
        <translation>節約施策は %1、予算は %2 のため、施策は含めません。</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) of the period before the review&apos;s range are taken at the daily rate; widen the range to the period&apos;s start for the actual figure.</source>
        <translation>
            <numerusform>レビュー範囲より前の期間 %n 日分は日次レートで見積もっています。実績値を得るには範囲を期間の開始まで広げてください。</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 spent&lt;/b&gt; of %2 (%3) from %4 to %5%6.</source>
        <translation>%4 から %5 までに %2 のうち &lt;b&gt;%1 を支出&lt;/b&gt; (%3)%6。</translation>
    </message>
    <message>
        <source> (Azure)</source>
        <translation> (Azure)</translation>
    </message>
    <message>
        <source>At %1 a day, the period ends at &lt;b&gt;%2&lt;/b&gt; (%3) on the straight line, %4 (%5) by the weekday pattern.</source>
        <translation>1 日 %1 のペースでは、期間末は直線予測で &lt;b&gt;%2&lt;/b&gt; (%3)、曜日パターンで %4 (%5) です。</translation>
    </message>
    <message>
        <source>With %1 (%2 a day less): %3 (%4).</source>
        <translation>%1 を適用 (1 日 %2 減): %3 (%4)。</translation>
    </message>
    <message>
        <source>Azure forecasts %1.</source>
        <translation>Azure の予測は %1 です。</translation>
    </message>
    <message>
        <source>spent</source>
        <translation>支出</translation>
    </message>
    <message>
        <source>straight line</source>
        <translation>直線予測</translation>
    </message>
    <message>
        <source>weekday pattern</source>
        <translation>曜日パターン</translation>
    </message>
    <message>
        <source>with %1</source>
        <translation>%1 適用時</translation>
    </message>
    <message>
        <source>budget and thresholds</source>
        <translation>予算としきい値</translation>
    </message>
    <message>
        <source>%1 % of forecast</source>
        <translation>予測の %1 %</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source> (off in Azure)</source>
        <translation> (Azure で無効)</translation>
    </message>
    <message>
        <source>Not within this period at this rate.</source>
        <translation>このペースでは今期中には達しません。</translation>
    </message>
    <message>
        <source>The review&apos;s period holds no whole day of GPU cost: choose This month (or Last 7 days, Last 30 days) to forecast a typed budget.</source>
        <translation>レビュー期間に丸一日分の GPU コストがありません。入力した予算を予測するには「今月」(または「過去 7 日間」「過去 30 日間」) を選んでください。</translation>
    </message>
    <message numerus="yes">
        <source>Azure gives the spend to date as one figure: the %n day(s) before the billed history are drawn at an even share of it, so a threshold crossed then was crossed about that day.</source>
        <translation>
            <numerusform>Azure はこれまでの支出を 1 つの数値で示します。請求履歴より前の %n 日分はその均等割りで描くため、その間に超えたしきい値の超過日はおおよそです。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BudgetsClient</name>
    <message>
        <source>HTTP %1 from the server (not a Consumption budgets answer)</source>
        <translation>サーバーから HTTP %1 (Consumption 予算の応答ではありません)</translation>
    </message>
    <message>
        <source>The server&apos;s answer is not a list of budgets; check the scope and the management endpoint.</source>
        <translation>サーバーの応答は予算の一覧ではありません。スコープと管理エンドポイントを確認してください。</translation>
    </message>
    <message>
        <source>The server&apos;s answer does not have the shape of a list of budgets.</source>
        <translation>サーバーの応答は予算一覧の形式ではありません。</translation>
    </message>
    <message>
        <source>Azure refused to list the budgets: %1</source>
        <translation>Azure が予算の一覧取得を拒否しました: %1</translation>
    </message>
    <message>
        <source>The signed-in identity lacks permission to read the budgets of %1: ask for the Cost Management Reader role. A budget typed into the Cost view works without it.</source>
        <translation>サインイン中の ID には %1 の予算を読む権限がありません。Cost Management Reader ロールを依頼してください。コストビューに入力した予算はこの権限なしで使えます。</translation>
    </message>
    <message>
        <source>The signed-in identity lacks permission to read these budgets: ask for the Cost Management Reader role.</source>
        <translation>サインイン中の ID にはこれらの予算を読む権限がありません。Cost Management Reader ロールを依頼してください。</translation>
    </message>
    <message>
        <source>no &quot;value&quot; list</source>
        <translation>&quot;value&quot; リストがありません</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(名前なし)</translation>
    </message>
    <message>
        <source>Budget %1 is a %2 budget, not a cost budget; it is left out.</source>
        <translation>予算 %1 はコスト予算ではなく %2 予算のため、除外します。</translation>
    </message>
    <message>
        <source>Budget %1 has no amount; it is left out.</source>
        <translation>予算 %1 には金額がないため、除外します。</translation>
    </message>
    <message>
        <source>Budget %1 has the time grain &quot;%2&quot;, which FleetScope does not know; it is left out.</source>
        <translation>予算 %1 の期間単位「%2」は FleetScope が扱えないため、除外します。</translation>
    </message>
    <message>
        <source>Reading budgets needs a scope, such as subscriptions/&lt;id&gt;.</source>
        <translation>予算を読むにはスコープ (例: subscriptions/&lt;id&gt;) が必要です。</translation>
    </message>
    <message>
        <source>The source has no management endpoint.</source>
        <translation>ソースに管理エンドポイントがありません。</translation>
    </message>
    <message>
        <source>The source has no Azure sign-in.</source>
        <translation>ソースに Azure のサインインがありません。</translation>
    </message>
    <message>
        <source>The budgets answer named a next page that was not followed (another host, a page already read, or more than 50 pages).</source>
        <translation>予算の応答が示した次のページはたどりませんでした (別のホスト、既に読んだページ、または 50 ページ超)。</translation>
    </message>
    <message>
        <source>Reading the budgets was canceled.</source>
        <translation>予算の読み込みを取り消しました。</translation>
    </message>
</context>
<context>
    <name>ClientSecretTokenProvider</name>
    <message>
        <source>service principal %1</source>
        <translation>サービス プリンシパル %1</translation>
    </message>
    <message>
        <source>The environment variable %1 that should hold the client secret is not set.</source>
        <translation>クライアント シークレットを保持する環境変数 %1 が設定されていません。</translation>
    </message>
    <message>
        <source>No client secret: %1. Enter it in the Data Sources dialog, or name an environment variable in clientSecretEnv.</source>
        <translation>クライアント シークレットがありません: %1。[データソース] ダイアログで入力するか、clientSecretEnv に環境変数名を指定してください。</translation>
    </message>
    <message>
        <source>No network access.</source>
        <translation>ネットワークにアクセスできません。</translation>
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
        <translation>コマンド パレット</translation>
    </message>
    <message>
        <source>Type to find an action…</source>
        <translation>入力してアクションを検索…</translation>
    </message>
    <message>
        <source>Find an action</source>
        <translation>アクションを検索</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>アクション</translation>
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
        <translation>比較対象(&amp;W)</translation>
    </message>
    <message>
        <source>Compare This Lane &amp;With</source>
        <translation>このレーンの比較対象(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Nothing</source>
        <translation>なし(&amp;N)</translation>
    </message>
    <message>
        <source>1 &amp;Day Ago</source>
        <translation>1 日前(&amp;D)</translation>
    </message>
    <message>
        <source>1 &amp;Week Ago</source>
        <translation>1 週間前(&amp;W)</translation>
    </message>
    <message>
        <source>Draw the same lanes 24 hours earlier behind today&apos;s, in grey</source>
        <translation>24 時間前の同じレーンを今日のレーンの背後に灰色で描画します</translation>
    </message>
    <message>
        <source>Draw the same lanes 7 days earlier behind today&apos;s, in grey</source>
        <translation>7 日前の同じレーンを今日のレーンの背後に灰色で描画します</translation>
    </message>
    <message>
        <source>Chosen &amp;Range…</source>
        <translation>範囲を指定(&amp;R)…</translation>
    </message>
    <message>
        <source>Pick an earlier range; it is laid over the visible one from its start</source>
        <translation>以前の範囲を選びます。その開始時刻から表示中の範囲に重ねます</translation>
    </message>
    <message>
        <source>Compare With an Earlier Range</source>
        <translation>以前の範囲と比較</translation>
    </message>
    <message>
        <source>The range to compare with must start before the visible one. Pick a start earlier than the lanes show.</source>
        <translation>比較する範囲は表示中の範囲より前に始まる必要があります。レーンの表示より前の開始時刻を選んでください。</translation>
    </message>
    <message>
        <source>Chosen &amp;Range (%1)…</source>
        <translation>範囲を指定(&amp;R) (%1)…</translation>
    </message>
</context>
<context>
    <name>ConnectionTest</name>
    <message>
        <source>Configuration</source>
        <translation>構成</translation>
    </message>
    <message>
        <source>Endpoint %1</source>
        <translation>エンドポイント %1</translation>
    </message>
    <message numerus="yes">
        <source>The Alertmanager API answers (%n alert(s) now).</source>
        <translation>
            <numerusform>Alertmanager API が応答しました (現在 %n 件のアラート)。</numerusform>
        </translation>
    </message>
    <message>
        <source>Sign-in for %1</source>
        <translation>%1 のサインイン</translation>
    </message>
    <message>
        <source>%1: token received.</source>
        <translation>%1: トークンを受信しました。</translation>
    </message>
    <message>
        <source>Reachable; the identity can list subscriptions.</source>
        <translation>到達可能です。ID でサブスクリプションを一覧表示できます。</translation>
    </message>
    <message>
        <source>Reachable.</source>
        <translation>到達可能です。</translation>
    </message>
    <message>
        <source>Permission</source>
        <translation>権限</translation>
    </message>
    <message>
        <source>The endpoint refused the token (HTTP %1). Check that the identity has a role (for example Monitoring Reader) on the subscription.</source>
        <translation>エンドポイントがトークンを拒否しました (HTTP %1)。ID にサブスクリプションのロール (例: Monitoring Reader) が付与されているか確認してください。</translation>
    </message>
    <message>
        <source>Reachable (HTTP %1).</source>
        <translation>到達可能です (HTTP %1)。</translation>
    </message>
    <message>
        <source>The query of the dashboard&apos;s first lane on this source can be read.</source>
        <translation>このソースでダッシュボードの最初のレーンのクエリを読み取れます。</translation>
    </message>
    <message>
        <source>The Prometheus API answers queries.</source>
        <translation>Prometheus API がクエリに応答しています。</translation>
    </message>
</context>
<context>
    <name>CostBarsWidget</name>
    <message>
        <source>Cost per group per day</source>
        <translation>グループ別・日別のコスト</translation>
    </message>
    <message>
        <source>Stacked bars of each group&apos;s cost per day; the hatched part of each bar is idle cost.</source>
        <translation>各グループの日別コストの積み上げ棒グラフです。各棒のハッチング部分はアイドル コストです。</translation>
    </message>
    <message>
        <source>No cost to show for this period.</source>
        <translation>この期間に表示するコストはありません。</translation>
    </message>
    <message>
        <source>all groups</source>
        <translation>すべてのグループ</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, %2&lt;br&gt;cost %3, idle %4&lt;br&gt;%5 GPU-hours, %6 idle</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;、%2&lt;br&gt;コスト %3、アイドル %4&lt;br&gt;%5 GPU時間、アイドル %6</translation>
    </message>
</context>
<context>
    <name>CostGroupModel</name>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>%1 ≠ %2</source>
        <translation>%1 ≠ %2</translation>
    </message>
    <message>
        <source>not billed</source>
        <translation>未請求</translation>
    </message>
    <message>
        <source>%1 of these GPU-hours are on GPUs without a price and not in the cost.</source>
        <translation>この GPU時間のうち %1 は価格未設定の GPU のもので、コストに含まれていません。</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>グループ</translation>
    </message>
    <message>
        <source>GPU-h</source>
        <translation>GPU-h</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>稼働</translation>
    </message>
    <message>
        <source>Unobserved</source>
        <translation>未観測</translation>
    </message>
    <message>
        <source>Cost (est.)</source>
        <translation>コスト (推定)</translation>
    </message>
    <message>
        <source>Billed</source>
        <translation>請求額</translation>
    </message>
    <message>
        <source>Billed − est.</source>
        <translation>請求額 − 推定</translation>
    </message>
    <message>
        <source>Under %1 %</source>
        <translation>%1 % 未満</translation>
    </message>
    <message>
        <source>Waste signal cost</source>
        <translation>無駄シグナルのコスト</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>使用</translation>
    </message>
    <message>
        <source>Allocated, idle</source>
        <translation>割り当て済み・アイドル</translation>
    </message>
    <message>
        <source>Unallocated</source>
        <translation>未割り当て</translation>
    </message>
    <message>
        <source>Unobserved cost</source>
        <translation>未観測のコスト</translation>
    </message>
    <message>
        <source>Requested</source>
        <translation>要求</translation>
    </message>
    <message>
        <source>Used ÷ requested</source>
        <translation>使用 ÷ 要求</translation>
    </message>
    <message>
        <source>Priced by</source>
        <translation>価格の根拠</translation>
    </message>
</context>
<context>
    <name>CostHeatMapWidget</name>
    <message>
        <source>Idle share by hour and weekday</source>
        <translation>時間帯・曜日別のアイドル率</translation>
    </message>
    <message>
        <source>Seven rows of days by 24 hours; darker cells had a larger share of idle GPU-hours.</source>
        <translation>7 行 (曜日) × 24 時間。色が濃いセルほどアイドル状態の GPU時間の割合が大きいことを示します。</translation>
    </message>
    <message>
        <source>No utilisation to show for this period.</source>
        <translation>この期間に表示する使用率はありません。</translation>
    </message>
    <message>
        <source>%1 %2:00–%3:00</source>
        <translation>%1 %2:00–%3:00</translation>
    </message>
    <message>
        <source>%1: %2 of GPU-hours idle</source>
        <translation>%1: GPU時間の %2 がアイドル</translation>
    </message>
    <message>
        <source>%1: no GPU reported</source>
        <translation>%1: GPU の報告なし</translation>
    </message>
</context>
<context>
    <name>CostLeverText</name>
    <message>
        <source>Off-hours deallocation</source>
        <translation>業務時間外の割り当て解除</translation>
    </message>
    <message>
        <source>Reserved instances</source>
        <translation>リザーブド インスタンス</translation>
    </message>
    <message>
        <source>Spot VMs</source>
        <translation>スポット VM</translation>
    </message>
    <message>
        <source>Right-sizing</source>
        <translation>適正サイズ化</translation>
    </message>
    <message>
        <source>every day</source>
        <translation>毎日</translation>
    </message>
    <message>
        <source>no day</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <comment>a run of weekdays</comment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>Window %1–%2 starting %3, only idle GPU-hours count (%4 h a week)</source>
        <translation>時間帯 %1–%2 (%3 から)、アイドル状態の GPU時間のみ計上 (週 %4 h)</translation>
    </message>
    <message>
        <source>%1-year term at %2 % discount, GPUs running ≥ %3 % of the period</source>
        <translation>%1 年契約、%2 % 割引、期間の %3 % 以上稼働している GPU</translation>
    </message>
    <message>
        <source>pools %1; %2 % discount; %3 % of work lost to evictions</source>
        <translation>プール %1、%2 % 割引、削除 (エビクション) による作業損失 %3 %</translation>
    </message>
    <message>
        <source>(none chosen)</source>
        <translation>(選択なし)</translation>
    </message>
    <message>
        <source>%1 % memory headroom over each node&apos;s peak GPU memory; the cheapest smaller SKU that holds it</source>
        <translation>各ノードの GPU メモリのピークに対する %1 % のメモリ余裕、それを収容できる最も安価な小型 SKU</translation>
    </message>
</context>
<context>
    <name>CostLeversPanel</name>
    <message>
        <source>Each lever is counted on its own from this period&apos;s telemetry and scaled to a month of 730 h. They overlap (a night that is deallocated cannot also be reserved), so their savings do not add up.</source>
        <translation>各レバーはこの期間のテレメトリから個別に算出し、730 h の 1 か月に換算しています。レバー同士は重複する (割り当て解除した夜間を同時に予約することはできない) ため、節約額を合計することはできません。</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>根拠</translation>
    </message>
    <message>
        <source>Off-hours deallocation</source>
        <translation>業務時間外の割り当て解除</translation>
    </message>
    <message>
        <source>Window starts</source>
        <translation>時間帯の開始</translation>
    </message>
    <message>
        <source>Window ends</source>
        <translation>時間帯の終了</translation>
    </message>
    <message>
        <source>From</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>to</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>starting on</source>
        <translation>開始日</translation>
    </message>
    <message>
        <source>Counts only GPU-hours that were idle inside the window: busy nights are work that would have to run anyway.</source>
        <translation>時間帯内でアイドル状態だった GPU時間のみを計上します。稼働していた夜間はいずれにせよ実行が必要な作業です。</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>ノード</translation>
    </message>
    <message>
        <source>GPUs idle</source>
        <translation>アイドル GPU</translation>
    </message>
    <message>
        <source>Idle GPU-h in window</source>
        <translation>時間帯内のアイドル GPU-h</translation>
    </message>
    <message>
        <source>Saves / month</source>
        <translation>節約額 / 月</translation>
    </message>
    <message>
        <source>Reserved instances</source>
        <translation>リザーブド インスタンス</translation>
    </message>
    <message>
        <source>Reservation term</source>
        <translation>予約期間</translation>
    </message>
    <message>
        <source>1 year</source>
        <translation>1 年</translation>
    </message>
    <message>
        <source>3 years</source>
        <translation>3 年</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>期間</translation>
    </message>
    <message>
        <source>Discount, 1 year</source>
        <translation>割引 (1 年)</translation>
    </message>
    <message>
        <source>Discount, 3 years</source>
        <translation>割引 (3 年)</translation>
    </message>
    <message>
        <source>Reserve GPUs running at least</source>
        <translation>予約対象とする GPU の最低稼働率</translation>
    </message>
    <message>
        <source>SKU</source>
        <translation>SKU</translation>
    </message>
    <message>
        <source>GPUs always on</source>
        <translation>常時稼働 GPU</translation>
    </message>
    <message>
        <source>GPU-h</source>
        <translation>GPU-h</translation>
    </message>
    <message>
        <source>Spot VMs</source>
        <translation>スポット VM</translation>
    </message>
    <message>
        <source>Node pools for spot</source>
        <translation>スポット用ノード プール</translation>
    </message>
    <message>
        <source>Spot discount</source>
        <translation>スポット割引</translation>
    </message>
    <message>
        <source>Work lost to evictions</source>
        <translation>削除 (エビクション) による作業損失</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Right-sizing</source>
        <translation>適正サイズ化</translation>
    </message>
    <message>
        <source>Memory headroom over the node&apos;s peak</source>
        <translation>ノードのピークに対するメモリ余裕</translation>
    </message>
    <message>
        <source>A node whose GPUs&apos; peak memory (DCGM_FI_DEV_FB_USED) plus headroom fits a cheaper SKU&apos;s GPU could move to it; the GPU count stays.</source>
        <translation>GPU のピーク メモリ (DCGM_FI_DEV_FB_USED) に余裕分を加えた値が、より安価な SKU の GPU に収まるノードは、その SKU に移行できます。GPU 数は変わりません。</translation>
    </message>
    <message>
        <source>Peak GiB</source>
        <translation>ピーク GiB</translation>
    </message>
    <message>
        <source>Smaller SKU</source>
        <translation>小型 SKU</translation>
    </message>
    <message>
        <source>(no node pool labels in this period)</source>
        <translation>(この期間にノード プール ラベルなし)</translation>
    </message>
    <message>
        <source>Not counted</source>
        <translation>計上対象外</translation>
    </message>
    <message>
        <source>saves ≈ %1 / month</source>
        <translation>節約額 ≈ %1 / 月</translation>
    </message>
    <message>
        <source>of %1 / month it applies to</source>
        <translation>対象額 %1 / 月のうち</translation>
    </message>
</context>
<context>
    <name>CostManagementClient</name>
    <message>
        <source>(untagged)</source>
        <translation>(タグなし)</translation>
    </message>
    <message>
        <source>Columns: %1</source>
        <translation>列: %1</translation>
    </message>
    <message>
        <source>The Cost Management answer has no cost column.</source>
        <translation>Cost Management の応答にコスト列がありません。</translation>
    </message>
    <message>
        <source>The Cost Management answer has no UsageDate column (not daily).</source>
        <translation>Cost Management の応答に UsageDate 列がありません (日次ではありません)。</translation>
    </message>
    <message>
        <source>The Cost Management answer has no column for the tag &quot;%1&quot;.</source>
        <translation>Cost Management の応答にタグ &quot;%1&quot; の列がありません。</translation>
    </message>
    <message>
        <source>Row %1 of the Cost Management answer has no UsageDate.</source>
        <translation>Cost Management の応答の %1 行目に UsageDate がありません。</translation>
    </message>
    <message>
        <source>Row %1 of the Cost Management answer has no cost.</source>
        <translation>Cost Management の応答の %1 行目にコストがありません。</translation>
    </message>
    <message>
        <source>A Cost Management query needs a scope, such as subscriptions/&lt;id&gt;.</source>
        <translation>Cost Management クエリにはスコープ (subscriptions/&lt;id&gt; など) が必要です。</translation>
    </message>
    <message>
        <source>A Cost Management query needs a first and a last day.</source>
        <translation>Cost Management クエリには開始日と終了日が必要です。</translation>
    </message>
    <message>
        <source>The first day (%1) is after the last day (%2).</source>
        <translation>開始日 (%1) が終了日 (%2) より後です。</translation>
    </message>
    <message>
        <source>A Cost Management query needs a tag to group by.</source>
        <translation>Cost Management クエリにはグループ化に使うタグが必要です。</translation>
    </message>
    <message>
        <source>The source has no management endpoint.</source>
        <translation>このソースには管理エンドポイントがありません。</translation>
    </message>
    <message>
        <source>The source has no Azure sign-in.</source>
        <translation>このソースには Azure サインインがありません。</translation>
    </message>
    <message>
        <source>Page %1 of the Cost Management answer has other columns than the first page.</source>
        <translation>Cost Management の応答の %1 ページ目の列が最初のページと異なります。</translation>
    </message>
    <message>
        <source>Cost Management named a next page on another host; it was not followed.</source>
        <translation>Cost Management が別のホスト上の次ページを指定したため、たどりませんでした。</translation>
    </message>
    <message>
        <source>Cost Management named a page it had already sent as the next page; paging stopped after %1 pages.</source>
        <translation>Cost Management が送信済みのページを次ページとして指定したため、%1 ページでページングを停止しました。</translation>
    </message>
    <message>
        <source>The Cost Management answer has more than %1 pages; choose a shorter period or a narrower scope.</source>
        <translation>Cost Management の応答が %1 ページを超えています。期間を短くするか、スコープを絞り込んでください。</translation>
    </message>
    <message>
        <source>The Cost Management query was canceled.</source>
        <translation>Cost Management クエリはキャンセルされました。</translation>
    </message>
</context>
<context>
    <name>CostReportWriter</name>
    <message>
        <source>GPU cost review</source>
        <translation>GPU コスト レビュー</translation>
    </message>
    <message>
        <source>the PDF could not be started</source>
        <translation>PDF を開始できませんでした</translation>
    </message>
    <message>
        <source>FleetScope GPU cost review · %1</source>
        <translation>FleetScope GPU コストレビュー · %1</translation>
    </message>
    <message>
        <source>the PDF could not be finished</source>
        <translation>PDF を完了できませんでした</translation>
    </message>
</context>
<context>
    <name>CostSummaryTiles</name>
    <message>
        <source>Total GPU cost</source>
        <translation>GPU 総コスト</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>推定</translation>
    </message>
    <message>
        <source>Cost per busy GPU-hour</source>
        <translation>稼働 GPU 時間あたりのコスト</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>該当なし</translation>
    </message>
    <message numerus="yes">
        <source>%1 GPU-hours on %n node(s) have no price and are not in the cost (%2). Add their SKU under Prices….</source>
        <translation>
            <numerusform>%n 個のノード上の %1 GPU 時間に価格がなく、コストに含まれていません(%2)。価格…でその SKU を追加してください。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 % of all</source>
        <translation>全体の %1 %</translation>
    </message>
    <message>
        <source>estimate; +%1 unobserved</source>
        <translation>推定。未観測 +%1</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>使用</translation>
    </message>
    <message>
        <source>Allocated, idle</source>
        <translation>割り当て済み・アイドル</translation>
    </message>
    <message>
        <source>Unallocated</source>
        <translation>未割り当て</translation>
    </message>
    <message>
        <source>Unobserved</source>
        <translation>未観測</translation>
    </message>
    <message>
        <source>Waste signal: under %1 %</source>
        <translation>無駄シグナル: %1 % 未満</translation>
    </message>
    <message>
        <source>%1 idle cost</source>
        <translation>アイドルコスト %1</translation>
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
        <translation>稼働 GPU 時間: 使用率 ÷ 100 × ステップの合計。つまり 1 時間 50 % で動作した GPU は 0.5 稼働 GPU 時間です。</translation>
    </message>
    <message>
        <source>Idle GPU-hours: the sum of steps in which utilisation was below %1 %.</source>
        <translation>アイドル GPU 時間: 使用率が %1 % 未満だったステップの合計。</translation>
    </message>
    <message>
        <source>Unobserved GPU-hours: steps in which a GPU that reported in the period had no sample (exporter or node down). Neither idle nor busy, and not in the cost.</source>
        <translation>未観測 GPU 時間: 期間内にデータを報告した GPU にサンプルがなかったステップ(エクスポーターまたはノードの停止)。アイドルでも稼働でもなく、コストにも含まれません。</translation>
    </message>
    <message>
        <source>Cost: GPU-hours × the per-GPU price (the VM&apos;s hourly price ÷ its GPUs) from the price table, in %1. An estimate from telemetry, not a bill.</source>
        <translation>コスト: GPU 時間 × 価格表の GPU あたり価格(VM の時間単価 ÷ その GPU 数)、%1 建て。テレメトリからの推定値であり、請求額ではありません。</translation>
    </message>
    <message>
        <source>Idle cost: idle GPU-hours × the per-GPU price: what the GPUs cost while they did (almost) nothing.</source>
        <translation>アイドルコスト: アイドル GPU 時間 × GPU あたり価格。GPU が(ほぼ)何もしていない間にかかったコストです。</translation>
    </message>
    <message>
        <source>Cost per busy GPU-hour: cost ÷ busy GPU-hours; what one fully used GPU-hour really cost, idle time included.</source>
        <translation>稼働 GPU 時間あたりのコスト: コスト ÷ 稼働 GPU 時間。アイドル時間を含めて、フルに使用した 1 GPU 時間に実際にかかったコストです。</translation>
    </message>
    <message>
        <source>Billed: actual cost from Azure Cost Management per value of the tag %1, for the whole resources (VMs, disks, network), so it differs from the GPU estimate.</source>
        <translation>請求額: タグ %1 の値ごとの Azure Cost Management による実コスト。リソース全体(VM、ディスク、ネットワーク)が対象のため、GPU の推定値とは異なります。</translation>
    </message>
    <message>
        <source>GPU-hours: each utilisation sample present (DCGM_FI_DEV_GPU_UTIL, or DCGM_FI_PROF_GR_ENGINE_ACTIVE where the source has none) stands for one step of the grid. A GPU is counted once however many MIG instances or pods sharing it report it; a partitioned GPU counts as its share of a GPU.</source>
        <translation>GPU 時間: 存在する使用率の各サンプル (DCGM_FI_DEV_GPU_UTIL、ソースにない場合は DCGM_FI_PROF_GR_ENGINE_ACTIVE) がグリッドの 1 ステップに相当します。MIG インスタンスや GPU を共有する Pod がいくつ報告しても、GPU は 1 回だけ数えます。分割された GPU は、GPU 1 台に対するその割合として数えます。</translation>
    </message>
    <message>
        <source>Used: the busy share of every GPU-hour (utilisation ÷ 100 × step), so a GPU at 50 % for an hour is half an hour used. With allocated but idle, unallocated and unobserved it adds up to every GPU-hour of the period.</source>
        <translation>使用: 各 GPU 時間のビジーな割合 (使用率 ÷ 100 × ステップ)。50 % の GPU が 1 時間なら 0.5 時間の使用です。割り当て済み・アイドル、未割り当て、未観測と合わせると期間のすべての GPU 時間になります。</translation>
    </message>
    <message>
        <source>Allocated but idle: the rest of the hours in which a running pod held the GPU (its series named the pod, and kube-state-metrics still listed it).</source>
        <translation>割り当て済み・アイドル: 実行中の Pod が GPU を保持していた時間の残り (系列が Pod を示し、kube-state-metrics がまだ一覧に載せていた)。</translation>
    </message>
    <message>
        <source>Unallocated: the rest of the hours in which no pod held the GPU, or only a pod that had ended (a label dcgm-exporter kept).</source>
        <translation>未割り当て: どの Pod も GPU を保持していなかった、または終了済みの Pod だけだった時間の残り (dcgm-exporter が保持したラベル)。</translation>
    </message>
    <message>
        <source>Unobserved: hours without telemetry (exporter or node down), priced at the GPU&apos;s price and shown apart: the GPU was paid for, nobody saw what it did.</source>
        <translation>未観測: テレメトリのない時間 (エクスポーターまたはノードの停止)。GPU の価格で算出し別に表示します。GPU の費用は発生したが、何をしていたかは誰にも見えませんでした。</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Requested: the GPU-hours the pods asked for (kube-state-metrics&apos; nvidia.com/gpu requests), in the group their GPUs&apos; hours went to. Used ÷ requested is how much of that the GPUs were busy.</source>
        <translation>要求: Pod が要求した GPU 時間 (kube-state-metrics の nvidia.com/gpu リクエスト)。その GPU の時間が計上されたグループに入ります。使用 ÷ 要求は、そのうち GPU がビジーだった割合です。</translation>
    </message>
    <message>
        <source>Requested: the source exports no GPU requests, so these are the hours a running pod held a GPU by the DCGM pod labels. Used ÷ requested is how much of that the GPUs were busy.</source>
        <translation>要求: ソースが GPU リクエストを出力していないため、DCGM の Pod ラベルで実行中の Pod が GPU を保持していた時間です。使用 ÷ 要求は、そのうち GPU がビジーだった割合です。</translation>
    </message>
    <message>
        <source>How the GPUs&apos; price was found, in this order: the price file&apos;s entry for the node; the node&apos;s instance type from kube-state-metrics, where the price table has it; the price file&apos;s entry for the GPU model dcgm-exporter reports.</source>
        <translation>GPU の価格を求めた方法 (この順): 価格ファイルのノードのエントリ、価格表にある場合は kube-state-metrics によるノードのインスタンスタイプ、dcgm-exporter が報告する GPU モデルの価格ファイルのエントリ。</translation>
    </message>
</context>
<context>
    <name>CostView</name>
    <message>
        <source>%1 — using the default prices until it is fixed (Prices…).</source>
        <translation>%1 — 修正されるまで既定の価格を使用します(価格…)。</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>期間</translation>
    </message>
    <message>
        <source>Last 24 hours</source>
        <translation>過去 24 時間</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>過去 7 日間</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>過去 30 日間</translation>
    </message>
    <message>
        <source>This month</source>
        <translation>今月</translation>
    </message>
    <message>
        <source>Last month</source>
        <translation>先月</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>カスタム…</translation>
    </message>
    <message>
        <source>Group by label</source>
        <translation>ラベルでグループ化</translation>
    </message>
    <message>
        <source>A label of the DCGM series (namespace, CostCenter, Product…), or node, sku or nodepool, which FleetScope knows without a label.</source>
        <translation>DCGM 系列のラベル(namespace、CostCenter、Product…)、またはラベルなしで FleetScope が認識できる node、sku、nodepool。</translation>
    </message>
    <message>
        <source>Idle threshold</source>
        <translation>アイドルしきい値</translation>
    </message>
    <message>
        <source>Time zone of days and hours</source>
        <translation>日と時間のタイムゾーン</translation>
    </message>
    <message>
        <source>Local time</source>
        <translation>ローカル時刻</translation>
    </message>
    <message>
        <source>UTC</source>
        <translation>UTC</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>再読み込み</translation>
    </message>
    <message>
        <source>Prices…</source>
        <translation>価格…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV をエクスポート…</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>PDF をエクスポート…</translation>
    </message>
    <message>
        <source>Group by</source>
        <translation>グループ化</translation>
    </message>
    <message>
        <source>Idle below</source>
        <translation>アイドル判定値</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cost per day by group&lt;/b&gt; (hatched: idle)</source>
        <translation>&lt;b&gt;グループ別の日次コスト&lt;/b&gt;(斜線: アイドル)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Idle share of GPU-hours by hour and weekday&lt;/b&gt; — where off-hours scheduling would pay</source>
        <translation>&lt;b&gt;時間帯・曜日別の GPU 時間に占めるアイドルの割合&lt;/b&gt; — 時間外スケジューリングが効果的な箇所</translation>
    </message>
    <message>
        <source>By group</source>
        <translation>グループ別</translation>
    </message>
    <message>
        <source>Most wasteful GPUs</source>
        <translation>無駄の多い GPU</translation>
    </message>
    <message>
        <source>Savings levers</source>
        <translation>削減手段</translation>
    </message>
    <message>
        <source>No data sources: open a sources file (File ▸ Open Sources) or a snapshot.</source>
        <translation>データソースがありません。ソースファイル(ファイル ▸ ソースを開く)またはスナップショットを開いてください。</translation>
    </message>
    <message>
        <source>Counting GPU-hours from %1 to %2…</source>
        <translation>%1 から %2 までの GPU 時間を集計しています…</translation>
    </message>
    <message>
        <source>Name a label to group by.</source>
        <translation>グループ化に使用するラベルを指定してください。</translation>
    </message>
    <message>
        <source>%1 – %2 UTC</source>
        <translation>%1 – %2 UTC</translation>
    </message>
    <message>
        <source>%1 – %2 local time</source>
        <translation>%1 – %2 ローカル時刻</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n GPU(s) · figures computed at %2</source>
        <translation>
            <numerusform>%1 · GPU %n 個 · %2 に算出</numerusform>
        </translation>
    </message>
    <message>
        <source>Load a period with GPU utilisation first.</source>
        <translation>先に GPU 使用率を含む期間を読み込んでください。</translation>
    </message>
    <message>
        <source>The prices are used but could not be saved: %1</source>
        <translation>価格は使用されていますが、保存できませんでした: %1</translation>
    </message>
    <message>
        <source>Nothing to export yet: load a period first.</source>
        <translation>まだエクスポートするものがありません。先に期間を読み込んでください。</translation>
    </message>
    <message>
        <source>Export Cost Table</source>
        <translation>コスト表のエクスポート</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <source>Cost table written to %1</source>
        <translation>コスト表を %1 に書き出しました</translation>
    </message>
    <message>
        <source>Export Cost Report</source>
        <translation>コストレポートのエクスポート</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF ファイル (*.pdf)</translation>
    </message>
    <message>
        <source>Cost report written to %1</source>
        <translation>コストレポートを %1 に書き出しました</translation>
    </message>
    <message>
        <source>Cost by group</source>
        <translation>グループ別コスト</translation>
    </message>
    <message>
        <source>Notes on the figures</source>
        <translation>数値に関する注記</translation>
    </message>
    <message>
        <source>No %1 series in this period: nothing to count.</source>
        <translation>この期間に %1 系列がありません。集計対象がありません。</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>予算</translation>
    </message>
</context>
<context>
    <name>CustomRangeDialog</name>
    <message>
        <source>Custom Time Range</source>
        <translation>カスタム期間</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>開始(&amp;F):</translation>
    </message>
    <message>
        <source>yyyy-MM-dd HH:mm:ss</source>
        <translation>yyyy-MM-dd HH:mm:ss</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>終了(&amp;T):</translation>
    </message>
    <message>
        <source>The end must be at least one minute after the start.</source>
        <translation>終了は開始より 1 分以上後にする必要があります。</translation>
    </message>
    <message>
        <source>The end is %1 before the start; pick an end after %2.</source>
        <translation>終了が開始より %1 前です。%2 より後の終了を選んでください。</translation>
    </message>
</context>
<context>
    <name>DataSourcesDialog</name>
    <message>
        <source>Skip TLS verification (insecure)</source>
        <translation>TLS 検証をスキップ(安全ではありません)</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>接続テスト(&amp;T)</translation>
    </message>
    <message>
        <source>Data Sources</source>
        <translation>データソース</translation>
    </message>
    <message>
        <source>Prometheus-compatible (Prometheus, Thanos, Mimir, VictoriaMetrics, Azure managed)</source>
        <translation>Prometheus 互換(Prometheus、Thanos、Mimir、VictoriaMetrics、Azure マネージド)</translation>
    </message>
    <message>
        <source>Azure Monitor (metrics, Log Analytics)</source>
        <translation>Azure Monitor(メトリック、Log Analytics)</translation>
    </message>
    <message>
        <source>Alertmanager (alerts and silences)</source>
        <translation>Alertmanager(アラートとサイレンス)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Bearer token from an environment variable</source>
        <translation>環境変数の Bearer トークン</translation>
    </message>
    <message>
        <source>Basic auth (password from an environment variable)</source>
        <translation>Basic 認証(パスワードは環境変数から)</translation>
    </message>
    <message>
        <source>Azure (Entra ID)</source>
        <translation>Azure (Entra ID)</translation>
    </message>
    <message>
        <source>Azure public cloud</source>
        <translation>Azure パブリッククラウド</translation>
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
        <translation>カスタムエンドポイント</translation>
    </message>
    <message>
        <source>Azure CLI login (az login)</source>
        <translation>Azure CLI ログイン (az login)</translation>
    </message>
    <message>
        <source>Service principal (client secret)</source>
        <translation>サービスプリンシパル(クライアントシークレット)</translation>
    </message>
    <message>
        <source>Device code (sign in in a browser)</source>
        <translation>デバイスコード(ブラウザーでサインイン)</translation>
    </message>
    <message>
        <source>kept in the OS keychain, never in the file</source>
        <translation>OS のキーチェーンに保存され、ファイルには保存されません</translation>
    </message>
    <message>
        <source>or: name of an environment variable</source>
        <translation>または: 環境変数の名前</translation>
    </message>
    <message>
        <source>e.g. THANOS_TOKEN</source>
        <translation>例: THANOS_TOKEN</translation>
    </message>
    <message>
        <source>Test Connection checks sign-in, endpoint and permission, step by step.</source>
        <translation>「接続テスト」は、サインイン、エンドポイント、権限を順に確認します。</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N):</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation>種類(&amp;T):</translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation>URL(&amp;U):</translation>
    </message>
    <message>
        <source>&amp;Auth:</source>
        <translation>認証(&amp;A):</translation>
    </message>
    <message>
        <source>Token variable:</source>
        <translation>トークン変数:</translation>
    </message>
    <message>
        <source>Username:</source>
        <translation>ユーザー名:</translation>
    </message>
    <message>
        <source>Password variable:</source>
        <translation>パスワード変数:</translation>
    </message>
    <message>
        <source>&amp;Cloud:</source>
        <translation>クラウド(&amp;C):</translation>
    </message>
    <message>
        <source>Login endpoint:</source>
        <translation>ログインエンドポイント:</translation>
    </message>
    <message>
        <source>Management endpoint:</source>
        <translation>管理エンドポイント:</translation>
    </message>
    <message>
        <source>Metrics endpoint:</source>
        <translation>メトリックエンドポイント:</translation>
    </message>
    <message>
        <source>Log Analytics endpoint:</source>
        <translation>Log Analytics エンドポイント:</translation>
    </message>
    <message>
        <source>Sign-in &amp;method:</source>
        <translation>サインイン方法(&amp;M):</translation>
    </message>
    <message>
        <source>Tenant:</source>
        <translation>テナント:</translation>
    </message>
    <message>
        <source>Client ID:</source>
        <translation>クライアント ID:</translation>
    </message>
    <message>
        <source>Client secret:</source>
        <translation>クライアントシークレット:</translation>
    </message>
    <message>
        <source>Secret variable:</source>
        <translation>シークレット変数:</translation>
    </message>
    <message>
        <source>CA file:</source>
        <translation>CA ファイル:</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>追加(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>削除(&amp;R)</translation>
    </message>
    <message>
        <source>✖ Configuration: %1</source>
        <translation>✖ 構成: %1</translation>
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
        <translation>すべてのチェックに合格しました。</translation>
    </message>
    <message>
        <source>Some checks failed (see above).</source>
        <translation>一部のチェックに失敗しました(上記を参照)。</translation>
    </message>
    <message>
        <source>Save Data Sources</source>
        <translation>データソースの保存</translation>
    </message>
    <message>
        <source>Data sources (*.json)</source>
        <translation>データソース (*.json)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>The file was saved, but %1 Set clientSecretEnv instead.</source>
        <translation>ファイルは保存されましたが、%1 代わりに clientSecretEnv を設定してください。</translation>
    </message>
    <message>
        <source>Connection test report</source>
        <translation>接続テストレポート</translation>
    </message>
    <message>
        <source>Data sources</source>
        <translation>データソース</translation>
    </message>
    <message>
        <source>There is no file %1.</source>
        <translation>ファイル %1 がありません。</translation>
    </message>
    <message>
        <source>FleetScope cannot read %1.</source>
        <translation>FleetScope は %1 を読めません。</translation>
    </message>
    <message>
        <source>Fix the fields marked ✖ to save.</source>
        <translation>保存するには ✖ の付いた項目を直してください。</translation>
    </message>
    <message>
        <source>Automatic: measure the link (default)</source>
        <translation>自動: 回線を計測 (既定)</translation>
    </message>
    <message>
        <source>gzip: for slow links (VPN, WAN)</source>
        <translation>gzip: 低速な回線向け (VPN、WAN)</translation>
    </message>
    <message>
        <source>None: for loopback and fast LANs</source>
        <translation>なし: ループバックと高速 LAN 向け</translation>
    </message>
    <message>
        <source>Gzip costs the server seconds of CPU per large answer and saves the link&apos;s time. Automatic asks for gzip only where answers measured a link slower than the server compresses.</source>
        <translation>gzip は大きな応答ごとにサーバーの CPU を数秒使い、回線の時間を節約します。自動は、計測した回線がサーバーの圧縮より遅い場合にだけ gzip を要求します。</translation>
    </message>
    <message>
        <source>Com&amp;pression:</source>
        <translation>圧縮(&amp;P):</translation>
    </message>
</context>
<context>
    <name>DeviceCodeTokenProvider</name>
    <message>
        <source>device code sign-in</source>
        <translation>デバイスコードによるサインイン</translation>
    </message>
    <message>
        <source>No network access.</source>
        <translation>ネットワークにアクセスできません。</translation>
    </message>
    <message>
        <source>To sign in, open %1 and enter the code %2.</source>
        <translation>サインインするには、%1 を開いてコード %2 を入力してください。</translation>
    </message>
    <message>
        <source>The sign-in code expired before it was used; start the sign-in again.</source>
        <translation>サインインコードが使用前に期限切れになりました。もう一度サインインを開始してください。</translation>
    </message>
</context>
<context>
    <name>ExplainDock</name>
    <message>
        <source>Explain</source>
        <translation>説明</translation>
    </message>
    <message>
        <source>&amp;Explain This Window</source>
        <translation>この時間帯を説明(&amp;E)</translation>
    </message>
    <message>
        <source>What is different in the visible range of the lane under the mouse, against the time before it</source>
        <translation>マウスポインターの下にあるレーンの表示範囲が、その前の時間と比べてどう違うかを示します</translation>
    </message>
    <message>
        <source>Explain: Baseline</source>
        <translation>説明: ベースライン</translation>
    </message>
    <message>
        <source>Explain finished in %1 s</source>
        <translation>説明が完了しました (%1 秒)</translation>
    </message>
    <message>
        <source>Canceled: the answer below (if any) is from the run before.</source>
        <translation>キャンセルしました: 下の回答 (ある場合) は前回の実行のものです。</translation>
    </message>
    <message>
        <source>There is no lane to explain: open a dashboard first.</source>
        <translation>説明するレーンがありません: 先にダッシュボードを開いてください。</translation>
    </message>
    <message>
        <source>Pick the baseline&apos;s range first.</source>
        <translation>先にベースラインの範囲を選んでください。</translation>
    </message>
    <message>
        <source>The baseline overlaps the window: pick one that ends before the window starts.</source>
        <translation>ベースラインが時間帯と重なっています: 時間帯の開始より前に終わるベースラインを選んでください。</translation>
    </message>
    <message>
        <source>Alert %1 fired</source>
        <translation>アラート %1 が発火</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>メモ: %1</translation>
    </message>
    <message>
        <source>Highlighted %1=%2 in every lane</source>
        <translation>すべてのレーンで %1=%2 を強調表示しました</translation>
    </message>
    <message>
        <source>%1 is shown already, in the lane &quot;%2&quot;</source>
        <translation>%1 はすでにレーン &quot;%2&quot; に表示されています</translation>
    </message>
    <message>
        <source>%1 (from Explain)</source>
        <translation>%1 (説明から)</translation>
    </message>
    <message>
        <source>%1 at %2 (from Explain)</source>
        <translation>%2 の %1 (説明から)</translation>
    </message>
    <message>
        <source>Added the lane &quot;%1&quot;; remove it from its context menu</source>
        <translation>レーン &quot;%1&quot; を追加しました。削除するにはそのコンテキストメニューを使ってください</translation>
    </message>
    <message>
        <source>The snapshot&apos;s saved Explain result cannot be read: %1</source>
        <translation>スナップショットに保存された説明の結果を読み取れません: %1</translation>
    </message>
</context>
<context>
    <name>ExplainModel</name>
    <message>
        <source>Found</source>
        <translation>検出項目</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>根拠</translation>
    </message>
    <message>
        <source>Before | window</source>
        <translation>以前 | 時間帯</translation>
    </message>
    <message>
        <source>Where: which of the lane&apos;s series carry the change (%1)</source>
        <translation>場所: 変化を担っているレーンの系列 (%1)</translation>
    </message>
    <message>
        <source>Where: no group of the lane&apos;s series stands out</source>
        <translation>場所: 目立つレーンの系列グループはありません</translation>
    </message>
    <message>
        <source>What else changed (%1)</source>
        <translation>ほかに変化したもの (%1)</translation>
    </message>
    <message>
        <source>What else changed: nothing the sources hold changed with it</source>
        <translation>ほかに変化したもの: ソース内に一緒に変化したものはありません</translation>
    </message>
    <message>
        <source>What happened just before (%1)</source>
        <translation>直前に起きたこと (%1)</translation>
    </message>
    <message>
        <source>What happened just before: no rollout, restart, scaling or health event</source>
        <translation>直前に起きたこと: ロールアウト、再起動、スケーリング、状態のイベントはありません</translation>
    </message>
    <message>
        <source>Leaving %1=%2 out removes %3 % of the lane&apos;s change. Click to highlight it in every lane.</source>
        <translation>%1=%2 を除くと、レーンの変化の %3 % がなくなります。クリックするとすべてのレーンで強調表示します。</translation>
    </message>
    <message>
        <source>%1 % of the change · score %2</source>
        <translation>変化の %1 % · スコア %2</translation>
    </message>
    <message>
        <source>%1 went %2 where %3 (score %4). Click to add it as a lane.</source>
        <translation>%1 が%2しました (%3、スコア %4)。クリックするとレーンとして追加します。</translation>
    </message>
    <message>
        <source>up</source>
        <translation>上昇</translation>
    </message>
    <message>
        <source>down</source>
        <translation>下降</translation>
    </message>
    <message>
        <source>across the fleet</source>
        <translation>フリート全体</translation>
    </message>
    <message>
        <source>%1 %2 · score %3</source>
        <translation>%1 %2 · スコア %3</translation>
    </message>
    <message>
        <source>▲ up</source>
        <translation>▲ 上昇</translation>
    </message>
    <message>
        <source>▼ down</source>
        <translation>▼ 下降</translation>
    </message>
    <message>
        <source>fleet-wide</source>
        <translation>フリート全体</translation>
    </message>
    <message>
        <source>%1 at %2. Click to put the crosshair there.</source>
        <translation>%2 に %1。クリックするとそこにクロスヘアを置きます。</translation>
    </message>
</context>
<context>
    <name>ExplainPanel</name>
    <message>
        <source>Explain &amp;Again</source>
        <translation>もう一度説明(&amp;A)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Select the bad minutes (Shift+drag on a lane), then press E or choose Explain This Window from a lane&apos;s context menu.</source>
        <translation>問題のある時間を選択し (レーン上で Shift+ドラッグ)、E キーを押すか、レーンのコンテキストメニューから「この時間帯を説明」を選んでください。</translation>
    </message>
    <message>
        <source>Baseline: the 4 window-lengths before</source>
        <translation>ベースライン: 直前の、時間帯の 4 倍の長さ</translation>
    </message>
    <message>
        <source>Baseline: same time yesterday</source>
        <translation>ベースライン: 昨日の同じ時刻</translation>
    </message>
    <message>
        <source>Baseline: same time last week</source>
        <translation>ベースライン: 先週の同じ時刻</translation>
    </message>
    <message>
        <source>Baseline: a range of my choice…</source>
        <translation>ベースライン: 範囲を指定…</translation>
    </message>
    <message>
        <source>What the window is compared with</source>
        <translation>時間帯の比較対象</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 – %3, against %4 – %5</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2 – %3、比較対象 %4 – %5</translation>
    </message>
    <message>
        <source>Asking the source…</source>
        <translation>ソースに問い合わせています…</translation>
    </message>
    <message>
        <source>%1 of %2 queries</source>
        <translation>クエリ %1 / %2 件</translation>
    </message>
    <message numerus="yes">
        <source>From the snapshot: %n lane(s) compared</source>
        <translation>
            <numerusform>スナップショットから: 比較したレーン %n 個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n metrics compared</source>
        <translation>
            <numerusform>比較したメトリック %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>the query budget ended the comparison before every metric was asked</source>
        <translation>クエリの上限に達したため、すべてのメトリックを問い合わせる前に比較を終了しました</translation>
    </message>
    <message numerus="yes">
        <source>%n metric(s) could not be read</source>
        <translation>
            <numerusform>%n 個のメトリックを読み取れませんでした</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of a budget of %n queries</source>
        <translation>
            <numerusform>%n 件の上限のうち %1 件のクエリ</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FleetAggregateJob</name>
    <message>
        <source>The data source was removed.</source>
        <translation>データソースが削除されました。</translation>
    </message>
    <message>
        <source>The top %1 series could not be fetched: %2</source>
        <translation>上位 %1 系列を取得できませんでした: %2</translation>
    </message>
    <message>
        <source>Canceled.</source>
        <translation>キャンセルしました。</translation>
    </message>
</context>
<context>
    <name>GrafanaImportDialog</name>
    <message>
        <source>Import Grafana Dashboard</source>
        <translation>Grafana ダッシュボードのインポート</translation>
    </message>
    <message>
        <source>Run the queries on:</source>
        <translation>クエリの実行先:</translation>
    </message>
    <message>
        <source>No Prometheus source is configured yet: the queries name &quot;%1&quot;. Add a source of that name under File &gt; Data Sources.</source>
        <translation>Prometheus ソースがまだ設定されていません。クエリは &quot;%1&quot; を指定しています。ファイル &gt; データソース で、この名前のソースを追加してください。</translation>
    </message>
    <message>
        <source>Save and Open…</source>
        <translation>保存して開く…</translation>
    </message>
    <message numerus="yes">
        <source>&quot;%1&quot; from %2: %n lane(s)</source>
        <translation>
            <numerusform>%2 の &quot;%1&quot;: %n 個のレーン</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n variable(s).</source>
        <translation>
            <numerusform>、%n 個の変数。</numerusform>
        </translation>
    </message>
    <message>
        <source>Left out: nothing.</source>
        <translation>除外: なし。</translation>
    </message>
    <message>
        <source>Left out (%1): not in the FleetScope dashboard.</source>
        <translation>除外 (%1): FleetScope ダッシュボードには含まれません。</translation>
    </message>
    <message>
        <source>Converted with a change: nothing.</source>
        <translation>変更ありで変換: なし。</translation>
    </message>
    <message>
        <source>Converted with a change (%1):</source>
        <translation>変更ありで変換 (%1):</translation>
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
        <translation>ダッシュボードを保存できません</translation>
    </message>
    <message>
        <source>That is the Grafana file itself; choose another name.</source>
        <translation>これは Grafana ファイルそのものです。別の名前を選択してください。</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 に書き込めませんでした: %2</translation>
    </message>
    <message>
        <source>Save FleetScope Dashboard</source>
        <translation>FleetScope ダッシュボードの保存</translation>
    </message>
    <message>
        <source>FleetScope dashboards (*.json);;All files (*)</source>
        <translation>FleetScope ダッシュボード (*.json);;すべてのファイル (*)</translation>
    </message>
</context>
<context>
    <name>LaneChartPainter</name>
    <message>
        <source>snapshot rules</source>
        <translation>スナップショットのルール</translation>
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
        <translation>– なし</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>No data in this range</source>
        <translation>この範囲にデータがありません</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>black line: %1 of %n series · band: min–max · labelled: top %2</source>
        <translation>
            <numerusform>黒線: %n 系列の %1 · 帯: 最小–最大 · ラベル: 上位 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>UTC</source>
        <translation>UTC</translation>
    </message>
    <message numerus="yes">
        <source>stacked: %n parts · black line: their total</source>
        <translation>
            <numerusform>積み上げ: %n 個の部分 · 黒線: 合計</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>stacked: %n parts · thick line: their total</source>
        <translation>
            <numerusform>積み上げ: %n 個の部分 · 太線: 合計</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>thick line: %1 of %n series · band: min–max · labelled: top %2</source>
        <translation>
            <numerusform>太線: %n 系列中 %1 · 帯: 最小–最大 · ラベル: 上位 %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>server-side: thick line: %1 of %n series · band: min–max · labelled: top %2</source>
        <translation>
            <numerusform>サーバー側: 太線: %n 系列中 %1 · 帯: 最小–最大 · ラベル: 上位 %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>server-side: black line: %1 of %n series · band: min–max · labelled: top %2</source>
        <translation>
            <numerusform>サーバー側: 黒線: %n 系列中 %1 · 帯: 最小–最大 · ラベル: 上位 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · dashed grey: normally (%2)</source>
        <translation>%1 · 灰色の破線: 通常 (%2)</translation>
    </message>
</context>
<context>
    <name>LaneStack</name>
    <message>
        <source>GPU health: %1 on %2 GPU %3</source>
        <translation>GPU の状態: %2 の GPU %3 で %1</translation>
    </message>
    <message>
        <source>GPU health: %1 (%2)</source>
        <translation>GPU の状態: %1 (%2)</translation>
    </message>
    <message>
        <source>&amp;Explain This Window</source>
        <translation>この時間帯を説明(&amp;E)</translation>
    </message>
    <message>
        <source>What is different in the visible range, against the time before it</source>
        <translation>表示範囲が、その前の時間と比べてどう違うかを示します</translation>
    </message>
    <message>
        <source>&amp;Remove This Lane</source>
        <translation>このレーンを削除(&amp;R)</translation>
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
        <translation>%1 — 自動的に再試行しています</translation>
    </message>
    <message>
        <source>%1 — showing data from %2</source>
        <translation>%1 — %2 のデータを表示しています</translation>
    </message>
    <message>
        <source>⚠ Error:</source>
        <translation>⚠ エラー:</translation>
    </message>
    <message>
        <source>⚠ Warning:</source>
        <translation>⚠ 警告:</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>読み込み中…</translation>
    </message>
    <message>
        <source>No data</source>
        <translation>データなし</translation>
    </message>
    <message>
        <source>No data in this range</source>
        <translation>この範囲にデータがありません</translation>
    </message>
    <message>
        <source>HTTP status %1</source>
        <translation>HTTP ステータス %1</translation>
    </message>
    <message>
        <source>Next automatic retry at %1 (F5 retries now).</source>
        <translation>次回の自動再試行は %1 です（F5 で今すぐ再試行）。</translation>
    </message>
    <message>
        <source>Backend warning: %1</source>
        <translation>バックエンドの警告: %1</translation>
    </message>
    <message>
        <source>Fix: use %1</source>
        <translation>修正: %1 を使用</translation>
    </message>
    <message>
        <source>Rewrites this lane&apos;s query for this session to what the source exports; the dashboard file is not changed.</source>
        <translation>このセッションに限り、このレーンのクエリをソースがエクスポートしている内容に合わせて書き換えます。ダッシュボードファイルは変更されません。</translation>
    </message>
    <message>
        <source>coarse preview · loading full detail…</source>
        <translation>粗いプレビュー · 詳細を読み込み中…</translation>
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
        <translation>ソース</translation>
    </message>
    <message>
        <source>%1 — Replay — FleetScope</source>
        <translation>%1 — リプレイ — FleetScope</translation>
    </message>
    <message>
        <source>Selected: %1 (click again or press C to clear)</source>
        <translation>選択中: %1（もう一度クリックするか C キーで解除）</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;Dashboard…</source>
        <translation>ダッシュボードを開く(&amp;D)…</translation>
    </message>
    <message>
        <source>Open Dashboard</source>
        <translation>ダッシュボードを開く</translation>
    </message>
    <message>
        <source>Dashboards (*.json);;All files (*)</source>
        <translation>ダッシュボード (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Open &amp;Sources…</source>
        <translation>ソースを開く(&amp;S)…</translation>
    </message>
    <message>
        <source>Open Data Sources</source>
        <translation>データソースを開く</translation>
    </message>
    <message>
        <source>Data sources (*.json);;All files (*)</source>
        <translation>データソース (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Data Sources…</source>
        <translation>データソース…</translation>
    </message>
    <message>
        <source>Built-in Dashboards</source>
        <translation>組み込みダッシュボード</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About FleetScope</source>
        <translation>FleetScope について(&amp;A)</translation>
    </message>
    <message>
        <source>About FleetScope</source>
        <translation>FleetScope について</translation>
    </message>
    <message>
        <source>&lt;b&gt;FleetScope %1&lt;/b&gt;&lt;p&gt;Correlated GPU fleet observability: live lanes, alerts, snapshots and cost review.&lt;/p&gt;</source>
        <translation>&lt;b&gt;FleetScope %1&lt;/b&gt;&lt;p&gt;相関付けられた GPU フリートの可観測性: ライブレーン、アラート、スナップショット、コストレビュー。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Cannot Open Sources</source>
        <translation>ソースを開けません</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 を読み込めません: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cannot Open Dashboard</source>
        <translation>ダッシュボードを開けません</translation>
    </message>
    <message>
        <source>%1 — FleetScope</source>
        <translation>%1 — FleetScope</translation>
    </message>
    <message>
        <source>Sign in to %1</source>
        <translation>%1 にサインイン</translation>
    </message>
    <message>
        <source>Waiting for sign-in to %1</source>
        <translation>%1 へのサインインを待機中</translation>
    </message>
    <message>
        <source>No data sources: open a sources file (File &gt; Open Sources…).</source>
        <translation>データソースがありません。ソースファイルを開いてください（ファイル &gt; ソースを開く…）。</translation>
    </message>
    <message>
        <source>No dashboard open.</source>
        <translation>ダッシュボードが開かれていません。</translation>
    </message>
    <message numerus="yes">
        <source>%n lane(s)</source>
        <translation>
            <numerusform>%n 個のレーン</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 samples</source>
        <translation>%1 サンプル</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>ステップ %1</translation>
    </message>
    <message>
        <source>last refresh %1</source>
        <translation>最終更新 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n lane(s) failing</source>
        <translation>
            <numerusform>%n 個のレーンでエラー</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 件の警告</numerusform>
        </translation>
    </message>
    <message>
        <source>replay, offline</source>
        <translation>リプレイ、オフライン</translation>
    </message>
    <message>
        <source>no sources file</source>
        <translation>ソースファイルなし</translation>
    </message>
    <message>
        <source>Lanes</source>
        <translation>レーン</translation>
    </message>
    <message>
        <source>The correlated time lanes, live or replayed (%1)</source>
        <translation>相関付けられた時間レーン（ライブまたはリプレイ）(%1)</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <source>Cost review: GPU-hours, idle spend and savings levers (%1)</source>
        <translation>コストレビュー: GPU時間、アイドル支出、節約策 (%1)</translation>
    </message>
    <message>
        <source>Unsaved Annotations</source>
        <translation>未保存の注釈</translation>
    </message>
    <message>
        <source>Save the annotations and notes you added into the snapshot before quitting?</source>
        <translation>終了する前に、追加した注釈とメモをスナップショットに保存しますか?</translation>
    </message>
    <message>
        <source>Cannot Save Annotations</source>
        <translation>注釈を保存できません</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>設定(&amp;E)…</translation>
    </message>
    <message>
        <source>The new language is used from the next start of FleetScope.</source>
        <translation>新しい言語は FleetScope の次回起動時から使用されます。</translation>
    </message>
    <message>
        <source>Window layout reset.</source>
        <translation>ウィンドウレイアウトをリセットしました。</translation>
    </message>
    <message>
        <source>Variables</source>
        <translation>変数</translation>
    </message>
    <message>
        <source>Cannot Import Dashboard</source>
        <translation>ダッシュボードをインポートできません</translation>
    </message>
    <message>
        <source>&amp;Import Grafana Dashboard…</source>
        <translation>Grafana ダッシュボードをインポート(&amp;I)…</translation>
    </message>
    <message>
        <source>Import Grafana Dashboard</source>
        <translation>Grafana ダッシュボードのインポート</translation>
    </message>
    <message>
        <source>Grafana dashboards (*.json);;All files (*)</source>
        <translation>Grafana ダッシュボード (*.json);;すべてのファイル (*)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n more change queries failed)</source>
        <translation>
            <numerusform>%1（ほかに %n 件の変更クエリが失敗）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PriceTableDialog</name>
    <message>
        <source>Prices</source>
        <translation>価格</translation>
    </message>
    <message>
        <source>GPU-hours are priced by the VM size (SKU) of their node: the node&apos;s override below, else the instance type kube-state-metrics reports, else the SKU mapped to the GPU&apos;s model name.</source>
        <translation>GPU時間は、そのノードの VM サイズ（SKU）で価格が決まります。下記のノード別オーバーライド、なければ kube-state-metrics が報告するインスタンスタイプ、それもなければ GPU のモデル名に対応付けられた SKU が使われます。</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>通貨</translation>
    </message>
    <message>
        <source>&amp;Currency:</source>
        <translation>通貨(&amp;C):</translation>
    </message>
    <message>
        <source>(ISO 4217 code; all prices are in it)</source>
        <translation>（ISO 4217 コード。すべての価格はこの通貨で表示）</translation>
    </message>
    <message>
        <source>SKUs</source>
        <translation>SKU</translation>
    </message>
    <message>
        <source>SKU prices</source>
        <translation>SKU 価格</translation>
    </message>
    <message>
        <source>Node Overrides</source>
        <translation>ノードのオーバーライド</translation>
    </message>
    <message>
        <source>Node to SKU overrides</source>
        <translation>ノードから SKU へのオーバーライド</translation>
    </message>
    <message>
        <source>GPU Models</source>
        <translation>GPU モデル</translation>
    </message>
    <message>
        <source>GPU model to SKU mapping</source>
        <translation>GPU モデルから SKU への対応付け</translation>
    </message>
    <message>
        <source>&amp;Add Row</source>
        <translation>行を追加(&amp;A)</translation>
    </message>
    <message>
        <source>Add row</source>
        <translation>行を追加</translation>
    </message>
    <message>
        <source>&amp;Remove Row</source>
        <translation>行を削除(&amp;R)</translation>
    </message>
    <message>
        <source>Remove selected rows</source>
        <translation>選択した行を削除</translation>
    </message>
    <message>
        <source>&amp;Load from File…</source>
        <translation>ファイルから読み込む(&amp;L)…</translation>
    </message>
    <message>
        <source>Load prices from a file</source>
        <translation>ファイルから価格を読み込む</translation>
    </message>
    <message>
        <source>Sa&amp;ve to File…</source>
        <translation>ファイルに保存(&amp;V)…</translation>
    </message>
    <message>
        <source>Save prices to a file</source>
        <translation>価格をファイルに保存</translation>
    </message>
    <message>
        <source>Reset to &amp;Defaults</source>
        <translation>既定値にリセット(&amp;D)</translation>
    </message>
    <message>
        <source>Reset to the built-in prices</source>
        <translation>組み込みの価格にリセット</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>File status</source>
        <translation>ファイルの状態</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Load Prices</source>
        <translation>価格を読み込む</translation>
    </message>
    <message>
        <source>Price files (*.json);;All files (*)</source>
        <translation>価格ファイル (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Save Prices</source>
        <translation>価格を保存</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 を読み込めません: %2</translation>
    </message>
    <message>
        <source>Nothing was loaded, the file has a problem: %1</source>
        <translation>ファイルに問題があるため、何も読み込まれませんでした: %1</translation>
    </message>
    <message>
        <source>Loaded %1.</source>
        <translation>%1 を読み込みました。</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>%1 を保存できません: %2</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 を保存しました。</translation>
    </message>
    <message>
        <source>The built-in prices are back; OK keeps them.</source>
        <translation>組み込みの価格に戻しました。OK で確定します。</translation>
    </message>
    <message>
        <source>the currency must be a three-letter ISO 4217 code such as USD or EUR</source>
        <translation>通貨は USD や EUR のような 3 文字の ISO 4217 コードである必要があります</translation>
    </message>
    <message>
        <source>%1 is not an ISO 4217 currency code</source>
        <translation>%1 は ISO 4217 通貨コードではありません</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n more problem(s))</source>
        <translation>
            <numerusform>%1（他に %n 件の問題）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PriceTableModel</name>
    <message>
        <source>must be a number</source>
        <translation>数値である必要があります</translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation>負の値にはできません</translation>
    </message>
    <message>
        <source>an SKU needs a name</source>
        <translation>SKU には名前が必要です</translation>
    </message>
    <message>
        <source>%1 is listed more than once</source>
        <translation>%1 が複数回記載されています</translation>
    </message>
    <message>
        <source>must be a number or a fraction such as 1/6</source>
        <translation>数値または 1/6 のような分数である必要があります</translation>
    </message>
    <message>
        <source>must be more than zero</source>
        <translation>0 より大きい必要があります</translation>
    </message>
    <message>
        <source>a node needs a name</source>
        <translation>ノードには名前が必要です</translation>
    </message>
    <message>
        <source>a GPU model needs a name</source>
        <translation>GPU モデルには名前が必要です</translation>
    </message>
    <message>
        <source>name an SKU from the SKUs tab</source>
        <translation>[SKU] タブの SKU を指定してください</translation>
    </message>
    <message>
        <source>SKU %1 is not in the SKUs tab</source>
        <translation>SKU %1 は [SKU] タブにありません</translation>
    </message>
    <message>
        <source>Row %1, %2: %3</source>
        <translation>行 %1、%2: %3</translation>
    </message>
    <message>
        <source>Price per VM hour ÷ GPUs per VM</source>
        <translation>VM 1 時間あたりの価格 ÷ VM あたりの GPU 数</translation>
    </message>
    <message>
        <source>GPUs in one VM; a fraction such as 1/6 for a partitioned GPU</source>
        <translation>1 台の VM の GPU 数。分割された GPU の場合は 1/6 のような分数</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>ノード</translation>
    </message>
    <message>
        <source>GPU model name</source>
        <translation>GPU モデル名</translation>
    </message>
    <message>
        <source>SKU</source>
        <translation>SKU</translation>
    </message>
    <message>
        <source>GPUs per VM</source>
        <translation>VM あたりの GPU 数</translation>
    </message>
    <message>
        <source>Price per VM hour</source>
        <translation>VM 1 時間あたりの価格</translation>
    </message>
    <message>
        <source>Price per VM hour (%1)</source>
        <translation>VM 1 時間あたりの価格 (%1)</translation>
    </message>
    <message>
        <source>Price per GPU-hour</source>
        <translation>GPU時間あたりの価格</translation>
    </message>
    <message>
        <source>Price per GPU-hour (%1)</source>
        <translation>GPU時間あたりの価格 (%1)</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU モデル</translation>
    </message>
    <message>
        <source>GPU memory (GiB)</source>
        <translation>GPU メモリ (GiB)</translation>
    </message>
</context>
<context>
    <name>PrometheusClient</name>
    <message>
        <source>No network access.</source>
        <translation>ネットワークにアクセスできません。</translation>
    </message>
</context>
<context>
    <name>PrometheusDiscovery</name>
    <message>
        <source>The source is not a Prometheus-compatible one.</source>
        <translation>このソースは Prometheus 互換ではありません。</translation>
    </message>
</context>
<context>
    <name>PrometheusFetch</name>
    <message>
        <source>The answer from %1 is larger than the %2 MiB limit; narrow the query or raise maxBodyMiB for this source.</source>
        <translation>%1 からの応答が %2 MiB の上限を超えています。クエリを絞り込むか、このソースの maxBodyMiB を引き上げてください。</translation>
    </message>
    <message>
        <source>The data source was removed.</source>
        <translation>データソースが削除されました。</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s.</source>
        <translation>%1 が %2 秒以内に応答しませんでした。</translation>
    </message>
    <message>
        <source>The answer from %1 could not be decompressed.</source>
        <translation>%1 からの応答を展開できませんでした。</translation>
    </message>
</context>
<context>
    <name>PrometheusRangeJob</name>
    <message>
        <source>Canceled.</source>
        <translation>キャンセルされました。</translation>
    </message>
    <message>
        <source>The data source was removed.</source>
        <translation>データソースが削除されました。</translation>
    </message>
    <message>
        <source>%1 to %2 (%3)</source>
        <translation>%1 から %2 (%3)</translation>
    </message>
    <message>
        <source>Part of the range could not be fetched; it shows the coarse answer there: %1. Zoom or pan to try again.</source>
        <translation>範囲の一部を取得できませんでした。その部分は粗い結果を表示しています: %1。ズームまたはパンすると再試行します。</translation>
    </message>
    <message>
        <source>Part of the range could not be fetched and is missing: %1. Zoom or pan to try again.</source>
        <translation>範囲の一部を取得できず、欠けています: %1。ズームまたはパンすると再試行します。</translation>
    </message>
</context>
<context>
    <name>QueryPlanner</name>
    <message>
        <source>This source answers at most %1 per query; choose a shorter range.</source>
        <translation>このソースはクエリあたり最大 %1 までしか返しません。より短い範囲を選択してください。</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Show all</source>
        <translation>すべて表示</translation>
    </message>
    <message>
        <source>&lt;b&gt;Replay&lt;/b&gt;</source>
        <translation>&lt;b&gt;リプレイ&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Start of the incident</source>
        <translation>インシデントの開始</translation>
    </message>
    <message>
        <source>Previous alert change or annotation</source>
        <translation>前のアラート変化または注釈</translation>
    </message>
    <message>
        <source>◀</source>
        <translation>◀</translation>
    </message>
    <message>
        <source>One sample back</source>
        <translation>1 サンプル戻る</translation>
    </message>
    <message>
        <source>▶</source>
        <translation>▶</translation>
    </message>
    <message>
        <source>One sample forward</source>
        <translation>1 サンプル進む</translation>
    </message>
    <message>
        <source>Next alert change or annotation</source>
        <translation>次のアラート変化または注釈</translation>
    </message>
    <message>
        <source>End of the incident</source>
        <translation>インシデントの終了</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>Play at %1 times real time</source>
        <translation>実時間の %1 倍で再生</translation>
    </message>
    <message>
        <source>Unticked, the lanes show only the data known at the cursor, as it was then</source>
        <translation>オフにすると、レーンにはカーソル時点で判明していたデータだけが当時のまま表示されます</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>再生または一時停止</translation>
    </message>
    <message>
        <source>Pause (%1)</source>
        <translation>一時停止 (%1)</translation>
    </message>
    <message>
        <source>Play (%1)</source>
        <translation>再生 (%1)</translation>
    </message>
</context>
<context>
    <name>ReplayController</name>
    <message>
        <source>Replay</source>
        <translation>リプレイ</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>リプレイ(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Play / Pause</source>
        <translation>再生 / 一時停止(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next Alert Change or Annotation</source>
        <translation>次のアラート変化または注釈(&amp;N)</translation>
    </message>
    <message>
        <source>P&amp;revious Alert Change or Annotation</source>
        <translation>前のアラート変化または注釈(&amp;R)</translation>
    </message>
    <message>
        <source>Add &amp;Annotation…</source>
        <translation>注釈を追加(&amp;A)…</translation>
    </message>
    <message>
        <source>Add Postmortem &amp;Note…</source>
        <translation>ポストモーテムのメモを追加(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Save Annotations to the Snapshot</source>
        <translation>注釈をスナップショットに保存(&amp;S)</translation>
    </message>
    <message>
        <source>Cannot Save Annotations</source>
        <translation>注釈を保存できません</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 を開けません: %2</translation>
    </message>
    <message>
        <source>Cannot Open Snapshot</source>
        <translation>スナップショットを開けません</translation>
    </message>
    <message>
        <source>Unsaved Annotations</source>
        <translation>未保存の注釈</translation>
    </message>
    <message>
        <source>The annotations added to %1 are not saved. Open the other snapshot anyway and lose them?</source>
        <translation>%1 に追加した注釈は保存されていません。注釈を破棄して、別のスナップショットを開きますか?</translation>
    </message>
    <message>
        <source>%1 %2 %3</source>
        <translation>%1 %2 %3</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>保留中</translation>
    </message>
    <message>
        <source>firing</source>
        <translation>発火中</translation>
    </message>
    <message>
        <source>resolved</source>
        <translation>解決済み</translation>
    </message>
    <message numerus="yes">
        <source>Replaying %1: %2 samples, %n alert(s)</source>
        <translation>
            <numerusform>%1 をリプレイ中: %2 サンプル、%n 件のアラート</numerusform>
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
        <translation>%1（%2 による）: %3 %4</translation>
    </message>
    <message>
        <source>Annotation added; save it into the snapshot with Ctrl+Shift+S.</source>
        <translation>注釈を追加しました。Ctrl+Shift+S でスナップショットに保存してください。</translation>
    </message>
    <message>
        <source>No snapshot is open.</source>
        <translation>スナップショットが開かれていません。</translation>
    </message>
    <message>
        <source>Annotations saved into %1</source>
        <translation>注釈を %1 に保存しました</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>Postmortem Note</source>
        <translation>ポストモーテムのメモ</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>メモ:</translation>
    </message>
    <message>
        <source>Notes so far:
%1

New note:</source>
        <translation>これまでのメモ:
%1

新しいメモ:</translation>
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
        <translation>%1 ページ</translation>
    </message>
    <message>
        <source>FleetScope</source>
        <translation>FleetScope</translation>
    </message>
    <message>
        <source>drawing a report needs a QGuiApplication (the offscreen platform will do)</source>
        <translation>レポートの描画には QGuiApplication が必要です（offscreen プラットフォームで可）</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
</context>
<context>
    <name>ReportWriter</name>
    <message>
        <source>the snapshot has no lanes to draw</source>
        <translation>スナップショットに描画するレーンがありません</translation>
    </message>
    <message>
        <source>the snapshot&apos;s time range is empty</source>
        <translation>スナップショットの期間が空です</translation>
    </message>
    <message>
        <source>the snapshot holds no samples</source>
        <translation>スナップショットにサンプルがありません</translation>
    </message>
    <message>
        <source>the PDF could not be started</source>
        <translation>PDF の作成を開始できませんでした</translation>
    </message>
    <message>
        <source>FleetScope incident report · %1</source>
        <translation>FleetScope インシデントレポート · %1</translation>
    </message>
    <message>
        <source>the PDF could not be finished</source>
        <translation>PDF の作成を完了できませんでした</translation>
    </message>
    <message>
        <source>an image of %1×%2 pixels cannot hold the lanes (200×100 to 20000×20000)</source>
        <translation>%1×%2 ピクセルの画像ではレーンを収められません (200×100 ～ 20000×20000)</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>the PNG could not be encoded</source>
        <translation>PNG をエンコードできませんでした</translation>
    </message>
</context>
<context>
    <name>RunbookLaunchDialog</name>
    <message>
        <source>Run runbook: %1</source>
        <translation>ランブックの実行: %1</translation>
    </message>
    <message>
        <source>Opens a web page in your browser.</source>
        <translation>ブラウザーで Web ページを開きます。</translation>
    </message>
    <message>
        <source>Runs a program on this computer, with exactly these arguments and no shell.</source>
        <translation>このコンピューター上でプログラムを実行します (引数はこのとおり、シェルは使用しません)。</translation>
    </message>
    <message>
        <source>Starts an Azure Automation job with exactly this request.</source>
        <translation>このリクエストのとおりに Azure Automation ジョブを開始します。</translation>
    </message>
    <message>
        <source>⚠ Warning: this runbook comes from %1, a file you did not write (for example one inside a snapshot someone sent). Read exactly what it will do before you run it.</source>
        <translation>⚠ 警告: このランブックは %1 から読み込まれています。これはあなたが作成したファイルではありません (例: 誰かから送られたスナップショット内のファイル)。実行する前に、何が行われるかを正確に確認してください。</translation>
    </message>
    <message>
        <source>Element</source>
        <translation>要素</translation>
    </message>
    <message>
        <source>Value, quoted</source>
        <translation>値 (引用符付き)</translation>
    </message>
    <message>
        <source>I have read what this runbook will do</source>
        <translation>このランブックが行う内容を確認しました</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <source>Dry run</source>
        <translation>ドライラン</translation>
    </message>
    <message>
        <source>Dry run: nothing was run. Run would do exactly what is shown above.</source>
        <translation>ドライラン: 何も実行されていません。「実行」を押すと、上に示した内容がそのまま実行されます。</translation>
    </message>
    <message>
        <source>What the runbook will do</source>
        <translation>ランブックが行う内容</translation>
    </message>
    <message>
        <source>Sends exactly this HTTP request to a service outside FleetScope.</source>
        <translation>この HTTP リクエストをそのまま FleetScope 外部のサービスに送信します。</translation>
    </message>
    <message>
        <source>the webhook&apos;s address</source>
        <translation>Webhook のアドレス</translation>
    </message>
    <message>
        <source>the secret</source>
        <translation>シークレット</translation>
    </message>
    <message>
        <source>To store or replace %1 (kept in the OS keychain as &quot;%2&quot;), type it here; leave it empty to use the one stored.</source>
        <translation>%1 を保存または置き換えるには (OS のキーチェーンに &quot;%2&quot; として保存されます)、ここに入力してください。保存済みのものを使用する場合は空のままにしてください。</translation>
    </message>
    <message>
        <source>To store or replace %1 (kept in the OS keychain as &quot;%2&quot;), type it here; leave it empty to use the one stored or the environment variable %3.</source>
        <translation>%1 を保存または置き換えるには (OS のキーチェーンに &quot;%2&quot; として保存されます)、ここに入力してください。保存済みのもの、または環境変数 %3 を使用する場合は空のままにしてください。</translation>
    </message>
    <message>
        <source>Secret for %1</source>
        <translation>%1 のシークレット</translation>
    </message>
    <message>
        <source>(stored secret)</source>
        <translation>(保存済みのシークレット)</translation>
    </message>
</context>
<context>
    <name>RunbookLauncher</name>
    <message>
        <source>Runbook registry not changed: %1</source>
        <translation>ランブックレジストリは変更されていません: %1</translation>
    </message>
    <message>
        <source>%1 holds no runbook</source>
        <translation>%1 にランブックがありません</translation>
    </message>
    <message>
        <source>Runbook registry: %1</source>
        <translation>ランブックレジストリ: %1</translation>
    </message>
    <message>
        <source>No runbook matches %1.</source>
        <translation>%1 に一致するランブックはありません。</translation>
    </message>
    <message>
        <source>Runbook</source>
        <translation>ランブック</translation>
    </message>
    <message>
        <source>Runbooks for %1:</source>
        <translation>%1 のランブック:</translation>
    </message>
    <message>
        <source>Cannot Launch Runbook</source>
        <translation>ランブックを起動できません</translation>
    </message>
    <message>
        <source>No browser opened %1</source>
        <translation>%1 を開いたブラウザーはありません</translation>
    </message>
    <message>
        <source>exit %1</source>
        <translation>終了コード %1</translation>
    </message>
    <message>
        <source>%1 (%2, %3 s): %4</source>
        <translation>%1 (%2, %3 s): %4</translation>
    </message>
    <message>
        <source>succeeded</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>Runbook %1: %2</source>
        <translation>ランブック %1: %2</translation>
    </message>
    <message>
        <source>The runbook &quot;%1&quot; is not a webhook.</source>
        <translation>ランブック &quot;%1&quot; は Webhook ではありません。</translation>
    </message>
    <message>
        <source>The webhook &quot;%1&quot; has no action &quot;%2&quot;.</source>
        <translation>Webhook &quot;%1&quot; にアクション &quot;%2&quot; がありません。</translation>
    </message>
    <message>
        <source>The webhook &quot;%1&quot; needs one of its actions: %2.</source>
        <translation>Webhook &quot;%1&quot; には次のいずれかのアクションが必要です: %2。</translation>
    </message>
    <message>
        <source>Cannot Escalate</source>
        <translation>エスカレーションできません</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Nothing was sent: %1</source>
        <translation>何も送信されませんでした: %1</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>not sent</source>
        <translation>未送信</translation>
    </message>
    <message>
        <source>The runbook registry has no entry &quot;%1&quot;; add a webhook runbook with that id (see docs/alerts.md, Escalation).</source>
        <translation>ランブックレジストリにエントリ &quot;%1&quot; がありません。この ID の Webhook ランブックを追加してください (docs/alerts.md の Escalation を参照)。</translation>
    </message>
</context>
<context>
    <name>RunbookPane</name>
    <message>
        <source>⏱ timed out</source>
        <translation>⏱ タイムアウト</translation>
    </message>
    <message>
        <source>■ stopped</source>
        <translation>■ 停止</translation>
    </message>
    <message>
        <source>%1 exit %2</source>
        <translation>%1 終了コード %2</translation>
    </message>
    <message>
        <source>%1 failed</source>
        <translation>%1 失敗</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 opened</source>
        <translation>%1 を開きました</translation>
    </message>
    <message>
        <source>open %1</source>
        <translation>%1 を開く</translation>
    </message>
    <message>
        <source>Runbook</source>
        <translation>ランブック</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>対象</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>開始日時</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>No runbook has run yet. Launch one from an alert.</source>
        <translation>まだランブックは実行されていません。アラートから起動してください。</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>… starting</source>
        <translation>… 開始中</translation>
    </message>
    <message>
        <source>? unknown</source>
        <translation>? 不明</translation>
    </message>
    <message>
        <source>○ dry run</source>
        <translation>○ ドライラン</translation>
    </message>
    <message>
        <source>Dry run: nothing was run.</source>
        <translation>ドライラン: 何も実行されていません。</translation>
    </message>
    <message>
        <source>[earlier output dropped]</source>
        <translation>[以前の出力は破棄されました]</translation>
    </message>
    <message>
        <source>Runbook launches</source>
        <translation>ランブックの起動</translation>
    </message>
    <message>
        <source>Runbook output</source>
        <translation>ランブックの出力</translation>
    </message>
    <message>
        <source>%1 HTTP %2</source>
        <translation>%1 HTTP %2</translation>
    </message>
    <message>
        <source>%1 not sent</source>
        <translation>%1 未送信</translation>
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
        <translation>%1 経過しても終了しません: 停止します。</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 を開きました</translation>
    </message>
    <message>
        <source>Stop requested.</source>
        <translation>停止が要求されました。</translation>
    </message>
    <message>
        <source>Stopped before it started.</source>
        <translation>開始前に停止されました。</translation>
    </message>
    <message>
        <source>%1 could not be started: %2 is not an executable file.</source>
        <translation>%1 を開始できませんでした: %2 は実行可能ファイルではありません。</translation>
    </message>
    <message>
        <source>%1 could not be started: there is no program of that name on the PATH.</source>
        <translation>%1 を開始できませんでした: PATH 上にその名前のプログラムがありません。</translation>
    </message>
    <message>
        <source>%1 could not be started: the directory %2 does not exist.</source>
        <translation>%1 を開始できませんでした: ディレクトリ %2 が存在しません。</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>%1 を開始できませんでした: %2</translation>
    </message>
    <message>
        <source>%1 was stopped after its %2 timeout</source>
        <translation>%1 は %2 のタイムアウトにより停止されました</translation>
    </message>
    <message>
        <source>%1 was stopped on request after %2</source>
        <translation>%1 は要求により %2 後に停止されました</translation>
    </message>
    <message>
        <source>%1 was ended by a signal after %2</source>
        <translation>%1 は %2 後にシグナルにより終了しました</translation>
    </message>
    <message>
        <source>%1 exited with %2 after %3</source>
        <translation>%1 は %3 後に %2 で終了しました</translation>
    </message>
    <message>
        <source>Azure Automation runbook %1 did not start: &quot;%2&quot; is not a signed-in azure-monitor source of the sources file.</source>
        <translation>Azure Automation ランブック %1 は開始されませんでした: &quot;%2&quot; はソースファイル内のサインイン済み azure-monitor ソースではありません。</translation>
    </message>
    <message>
        <source>Azure Automation runbook %1 did not start: the source &quot;%2&quot; now points elsewhere than when the runbook was shown; launch it again.</source>
        <translation>Azure Automation ランブック %1 は開始されませんでした: ソース &quot;%2&quot; の参照先がランブック表示時から変わっています。もう一度起動してください。</translation>
    </message>
    <message>
        <source>Job status: %1</source>
        <translation>ジョブの状態: %1</translation>
    </message>
    <message>
        <source>%1; trying again in %2.</source>
        <translation>%1。%2 後に再試行します。</translation>
    </message>
    <message>
        <source>Starting job %1.</source>
        <translation>ジョブ %1 を開始しています。</translation>
    </message>
    <message>
        <source>Azure Automation runbook %1: %2</source>
        <translation>Azure Automation ランブック %1: %2</translation>
    </message>
    <message>
        <source>The job&apos;s output could not be read: %1</source>
        <translation>ジョブの出力を読み取れませんでした: %1</translation>
    </message>
    <message>
        <source>Azure Automation job %1 of %2 ended %3 after %4</source>
        <translation>%2 の Azure Automation ジョブ %1 は %4 後に %3 で終了しました</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Sending</source>
        <translation>送信中</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>&amp;General</source>
        <translation>全般(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Live</source>
        <translation>ライブ(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Alerts</source>
        <translation>アラート(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Cost and Sources</source>
        <translation>コストとソース(&amp;C)</translation>
    </message>
    <message>
        <source>System (%1)</source>
        <translation>システム (%1)</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L):</translation>
    </message>
    <message>
        <source>The new language is used from the next start of FleetScope.</source>
        <translation>新しい言語は FleetScope の次回起動時から使用されます。</translation>
    </message>
    <message>
        <source>System</source>
        <translation>システム</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>テーマ(&amp;T):</translation>
    </message>
    <message>
        <source>Lanes and charts follow the theme; tiers keep their shapes (▲ ● ○) and labels in every theme.</source>
        <translation>レーンとグラフはテーマに従います。ティアはどのテーマでも形状 (▲ ● ○) とラベルを維持します。</translation>
    </message>
    <message>
        <source>Local time</source>
        <translation>ローカル時刻</translation>
    </message>
    <message>
        <source>UTC</source>
        <translation>UTC</translation>
    </message>
    <message>
        <source>Show &amp;times in:</source>
        <translation>時刻の表示(&amp;T):</translation>
    </message>
    <message>
        <source>As the dashboard says</source>
        <translation>ダッシュボードの指定どおり</translation>
    </message>
    <message>
        <source>Every %1</source>
        <translation>%1 ごと</translation>
    </message>
    <message>
        <source>&amp;Refresh:</source>
        <translation>更新(&amp;R):</translation>
    </message>
    <message>
        <source>Last %1</source>
        <translation>直近 %1</translation>
    </message>
    <message>
        <source>&amp;Open dashboards showing:</source>
        <translation>ダッシュボードを開くときの表示範囲(&amp;O):</translation>
    </message>
    <message>
        <source>Desktop &amp;notification when a P1 alert starts</source>
        <translation>P1 アラート開始時にデスクトップ通知(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Sound when a P1 alert starts</source>
        <translation>P1 アラート開始時にサウンド(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>編集(&amp;E)…</translation>
    </message>
    <message>
        <source>Edit the severity to tier map</source>
        <translation>重大度とティアの対応を編集</translation>
    </message>
    <message>
        <source>Severity → tier:</source>
        <translation>重大度 → ティア:</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>GPU is &amp;idle below:</source>
        <translation>GPU アイドルのしきい値(&amp;I):</translation>
    </message>
    <message>
        <source>Edit &amp;Price Table…</source>
        <translation>価格表を編集(&amp;P)…</translation>
    </message>
    <message>
        <source>Prices:</source>
        <translation>価格:</translation>
    </message>
    <message>
        <source>Edit &amp;Data Sources…</source>
        <translation>データソースを編集(&amp;D)…</translation>
    </message>
    <message>
        <source>Data sources:</source>
        <translation>データソース:</translation>
    </message>
    <message>
        <source>No sources file is open.</source>
        <translation>ソースファイルが開かれていません。</translation>
    </message>
    <message>
        <source>In use: %1</source>
        <translation>使用中: %1</translation>
    </message>
    <message>
        <source>Passwords, tokens and client secrets are kept in the system keychain or read from environment variables, never in the settings or the sources file.</source>
        <translation>パスワード、トークン、クライアントシークレットはシステムのキーチェーンに保存されるか環境変数から読み取られ、設定やソースファイルには決して保存されません。</translation>
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
        <translation>このアラート: %1</translation>
    </message>
    <message>
        <source>Every alert of the group: %1</source>
        <translation>グループのすべてのアラート: %1</translation>
    </message>
    <message>
        <source>Silence</source>
        <translation>サイレンス</translation>
    </message>
    <message>
        <source>15 minutes</source>
        <translation>15 分</translation>
    </message>
    <message>
        <source>1 hour</source>
        <translation>1 時間</translation>
    </message>
    <message>
        <source>2 hours</source>
        <translation>2 時間</translation>
    </message>
    <message>
        <source>4 hours</source>
        <translation>4 時間</translation>
    </message>
    <message>
        <source>8 hours</source>
        <translation>8 時間</translation>
    </message>
    <message>
        <source>24 hours</source>
        <translation>24 時間</translation>
    </message>
    <message>
        <source>Why is it safe to ignore? (required)</source>
        <translation>無視しても安全な理由 (必須)</translation>
    </message>
    <message>
        <source>&amp;Duration:</source>
        <translation>期間(&amp;D):</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>理由(&amp;R):</translation>
    </message>
    <message>
        <source>Say why it is safe to be quiet: the next person on call reads this in Alertmanager and the audit log.</source>
        <translation>静かにしても安全な理由を書いてください。次のオンコール担当者が Alertmanager と監査ログで読みます。</translation>
    </message>
</context>
<context>
    <name>SnapshotActions</name>
    <message>
        <source>Open S&amp;napshot…</source>
        <translation>スナップショットを開く(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Save Snapshot…</source>
        <translation>スナップショットを保存(&amp;S)…</translation>
    </message>
    <message>
        <source>Export &amp;Report (PDF)…</source>
        <translation>レポートをエクスポート (PDF)(&amp;R)…</translation>
    </message>
    <message>
        <source>Export &amp;Lanes (PNG)…</source>
        <translation>レーンをエクスポート (PNG)(&amp;L)…</translation>
    </message>
    <message>
        <source>Open the &amp;Demo Incident</source>
        <translation>デモインシデントを開く(&amp;D)</translation>
    </message>
    <message>
        <source>Cannot copy the demo incident to %1</source>
        <translation>デモインシデントを %1 にコピーできません</translation>
    </message>
    <message>
        <source>Open Snapshot</source>
        <translation>スナップショットを開く</translation>
    </message>
    <message>
        <source>FleetScope snapshots (*.fsnap);;All files (*)</source>
        <translation>FleetScope スナップショット (*.fsnap);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Cannot Save Annotations</source>
        <translation>注釈を保存できません</translation>
    </message>
    <message>
        <source>Save Snapshot</source>
        <translation>スナップショットを保存</translation>
    </message>
    <message>
        <source>Open a dashboard first: a snapshot holds its lanes.</source>
        <translation>先にダッシュボードを開いてください。スナップショットにはそのレーンが保存されます。</translation>
    </message>
    <message>
        <source>What is on screen (%1–%2)</source>
        <translation>画面に表示中の範囲 (%1–%2)</translation>
    </message>
    <message>
        <source>On screen plus the hour before (%1–%2)</source>
        <translation>画面の範囲とその前の 1 時間 (%1–%2)</translation>
    </message>
    <message>
        <source>Another range…</source>
        <translation>別の範囲…</translation>
    </message>
    <message>
        <source>Capture at full resolution:</source>
        <translation>完全な解像度で取得:</translation>
    </message>
    <message>
        <source>FleetScope snapshots (*.fsnap)</source>
        <translation>FleetScope スナップショット (*.fsnap)</translation>
    </message>
    <message>
        <source>Cannot Save Snapshot</source>
        <translation>スナップショットを保存できません</translation>
    </message>
    <message>
        <source>Fetching the incident at full resolution…</source>
        <translation>インシデントを完全な解像度で取得しています…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Snapshot not saved: %1</source>
        <translation>スナップショットは保存されませんでした: %1</translation>
    </message>
    <message>
        <source>%1 samples, %2–%3</source>
        <translation>%1 サンプル、%2–%3</translation>
    </message>
    <message>
        <source>Snapshot saved: %1 (%2 samples)</source>
        <translation>スナップショットを保存しました: %1 (%2 サンプル)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>エクスポート</translation>
    </message>
    <message>
        <source>Reports are made from a snapshot: save one (Ctrl+S) or open one first.</source>
        <translation>レポートはスナップショットから作成されます。先にスナップショットを保存 (Ctrl+S) するか開いてください。</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>レポートをエクスポート</translation>
    </message>
    <message>
        <source>Export Lanes</source>
        <translation>レーンをエクスポート</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <source>Cannot Export</source>
        <translation>エクスポートできません</translation>
    </message>
    <message>
        <source>Report written: %1</source>
        <translation>レポートを書き出しました: %1</translation>
    </message>
    <message>
        <source>Lanes written: %1</source>
        <translation>レーンを書き出しました: %1</translation>
    </message>
    <message>
        <source>A snapshot is being saved already (%1).</source>
        <translation>スナップショットはすでに保存中です（%1）。</translation>
    </message>
    <message>
        <source>Writing the snapshot…</source>
        <translation>スナップショットを書き込んでいます…</translation>
    </message>
    <message>
        <source>Snapshot not saved: canceled.</source>
        <translation>スナップショットは保存されませんでした: キャンセルされました。</translation>
    </message>
    <message>
        <source>Canceled.</source>
        <translation>キャンセルされました。</translation>
    </message>
    <message>
        <source>Export &amp;Timeline…</source>
        <translation>タイムラインをエクスポート(&amp;T)…</translation>
    </message>
    <message>
        <source>Cop&amp;y Timeline</source>
        <translation>タイムラインをコピー(&amp;Y)</translation>
    </message>
    <message>
        <source>Copy Timeline</source>
        <translation>タイムラインのコピー</translation>
    </message>
    <message>
        <source>Export Timeline</source>
        <translation>タイムラインのエクスポート</translation>
    </message>
    <message>
        <source>A timeline is made from a snapshot: save one (Ctrl+S) or open one first.</source>
        <translation>タイムラインはスナップショットから作成されます。先にスナップショットを保存 (Ctrl+S) するか開いてください。</translation>
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
        <translation>タイムラインはスナップショットから作成されます。先にスナップショットを開いてください。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message numerus="yes">
        <source>Timeline written: %1 (%n event(s))</source>
        <translation>
            <numerusform>タイムラインを書き出しました: %1（%n 件のイベント）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Timeline copied as Markdown (%n event(s))</source>
        <translation>
            <numerusform>タイムラインを Markdown としてコピーしました（%n 件のイベント）</numerusform>
        </translation>
    </message>
    <message>
        <source>Snapshot saved: %1 (%2 samples), without %3</source>
        <translation>スナップショットを保存しました: %1（%2 サンプル）、%3 を除く</translation>
    </message>
</context>
<context>
    <name>SnapshotCapture</name>
    <message>
        <source>The capture has not run.</source>
        <translation>取得は実行されていません。</translation>
    </message>
    <message>
        <source>alert rule %1 (source %2)</source>
        <translation>アラートルール %1 (ソース %2)</translation>
    </message>
    <message>
        <source>lane %1, query %2 (source %3)</source>
        <translation>レーン %1、クエリ %2 (ソース %3)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The capture range ends before it starts.</source>
        <translation>取得範囲の終了が開始より前です。</translation>
    </message>
    <message>
        <source>The capture was canceled.</source>
        <translation>取得はキャンセルされました。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>change query %1 (source %2)</source>
        <translation>変更クエリ %1（ソース %2）</translation>
    </message>
    <message>
        <source>baseline %1 of lane %2</source>
        <translation>レーン %2 のベースライン %1</translation>
    </message>
    <message>
        <source>the source has no data from %1 to %2</source>
        <translation>ソースには %1 から %2 までのデータがありません</translation>
    </message>
    <message>
        <source>what alert rule %1 reads, for a backtest in Replay (source %2)</source>
        <translation>リプレイでのバックテスト用の、アラートルール %1 が読み取るもの (ソース %2)</translation>
    </message>
</context>
<context>
    <name>SourceChips</name>
    <message>
        <source>Sources:</source>
        <translation>ソース:</translation>
    </message>
    <message>
        <source>✖ %1: error, retry in %2 s</source>
        <translation>✖ %1: エラー、%2 s 後に再試行</translation>
    </message>
    <message>
        <source>✖ %1: error</source>
        <translation>✖ %1: エラー</translation>
    </message>
    <message>
        <source>%1

%2</source>
        <translation>%1

%2</translation>
    </message>
    <message>
        <source>%1: unused</source>
        <translation>%1: 未使用</translation>
    </message>
    <message>
        <source>No lane of this dashboard queries this source.</source>
        <translation>このダッシュボードのどのレーンもこのソースをクエリしていません。</translation>
    </message>
    <message>
        <source>◌ %1: loading</source>
        <translation>◌ %1: 読み込み中</translation>
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
        <translation>%1 · ⚠ TLS 未検証</translation>
    </message>
    <message>
        <source>TLS verification is off for %1 (insecureSkipVerify in the sources file): its certificate is not checked, so anyone on the network path could read or change its answers.</source>
        <translation>%1 の TLS 検証はオフです (ソースファイルの insecureSkipVerify)。証明書が検証されないため、ネットワーク経路上の誰でも応答を読み取ったり改ざんしたりできます。</translation>
    </message>
</context>
<context>
    <name>SourceRegistry</name>
    <message>
        <source>The query names the source &quot;%1&quot;, an Alertmanager: it holds alerts, not series, so a lane cannot query it.</source>
        <translation>クエリはソース &quot;%1&quot; を指定していますが、これは Alertmanager です。系列ではなくアラートを保持するため、レーンからクエリできません。</translation>
    </message>
    <message>
        <source>The query names the source &quot;%1&quot;, which is not in the sources file.</source>
        <translation>クエリはソース &quot;%1&quot; を指定していますが、ソースファイルにありません。</translation>
    </message>
    <message>
        <source>A query for the source &quot;%1&quot; has no &quot;promql&quot;.</source>
        <translation>ソース &quot;%1&quot; のクエリに &quot;promql&quot; がありません。</translation>
    </message>
    <message>
        <source>%1 reads left</source>
        <translation>残り読み取り %1 回</translation>
    </message>
</context>
<context>
    <name>TierMapDialog</name>
    <message>
        <source>Alert Tiers</source>
        <translation>アラートティア</translation>
    </message>
    <message>
        <source>labels.severity</source>
        <translation>labels.severity</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>ティア</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>追加(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>削除(&amp;R)</translation>
    </message>
    <message>
        <source>An alert&apos;s tier comes from its &lt;tt&gt;severity&lt;/tt&gt; label. Severities not listed here are shown untiered, after P3.</source>
        <translation>アラートのティアは &lt;tt&gt;severity&lt;/tt&gt; ラベルによって決まります。ここにない重大度はティアなしとして P3 の後に表示されます。</translation>
    </message>
    <message>
        <source>Severity to tier map</source>
        <translation>重大度とティアの対応表</translation>
    </message>
    <message>
        <source>Row %1 has no severity.</source>
        <translation>%1 行目に重大度がありません。</translation>
    </message>
    <message>
        <source>“%1” is listed twice (rows %2 and %3).</source>
        <translation>「%1」が 2 回あります (%2 行目と %3 行目)。</translation>
    </message>
    <message>
        <source>List at least one severity, or press Restore Defaults.</source>
        <translation>重大度を少なくとも 1 つ挙げるか、既定値に戻してください。</translation>
    </message>
</context>
<context>
    <name>TimeRangeBar</name>
    <message>
        <source>Time range</source>
        <translation>時間範囲</translation>
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
        <translation>直近 %1 を表示してライブで追従</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>カスタム…</translation>
    </message>
    <message>
        <source>Choose a fixed time range</source>
        <translation>固定の時間範囲を選択</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>Pause or resume live refresh</source>
        <translation>ライブ更新を一時停止または再開</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>更新</translation>
    </message>
    <message>
        <source>Refresh interval</source>
        <translation>更新間隔</translation>
    </message>
    <message>
        <source>▶ Return to live</source>
        <translation>▶ ライブに戻る</translation>
    </message>
    <message>
        <source>You are looking at the past; go back to following now</source>
        <translation>過去を表示しています。現在への追従に戻ります</translation>
    </message>
    <message>
        <source>Dashboard: %1</source>
        <translation>ダッシュボード: %1</translation>
    </message>
    <message>
        <source>▶ REPLAY — offline snapshot</source>
        <translation>▶ リプレイ — オフラインスナップショット</translation>
    </message>
    <message>
        <source>‖ PAUSED</source>
        <translation>‖ 一時停止中</translation>
    </message>
    <message>
        <source>● LIVE</source>
        <translation>● ライブ</translation>
    </message>
    <message>
        <source>◼ HISTORY — not following now</source>
        <translation>◼ 履歴 — 現在に追従していません</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>再開</translation>
    </message>
</context>
<context>
    <name>TokenProvider</name>
    <message>
        <source>Cannot reach the sign-in endpoint %1: %2</source>
        <translation>サインインエンドポイント %1 に接続できません: %2</translation>
    </message>
</context>
<context>
    <name>VariableBar</name>
    <message>
        <source>All</source>
        <translation>すべて</translation>
    </message>
    <message>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 件中 %1 件</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>フィルター</translation>
    </message>
    <message>
        <source>All values of %1</source>
        <translation>%1 のすべての値</translation>
    </message>
    <message>
        <source>As picked when the snapshot was taken</source>
        <translation>スナップショット取得時の選択のまま</translation>
    </message>
    <message>
        <source>Loading choices…</source>
        <translation>選択肢を読み込み中…</translation>
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
        <translation>ソースファイルにソース &quot;%1&quot; がありません</translation>
    </message>
    <message>
        <source>$%1: the query is not label_values().</source>
        <translation>$%1: クエリが label_values() ではありません。</translation>
    </message>
    <message>
        <source>$%1: %2.</source>
        <translation>$%1: %2。</translation>
    </message>
    <message>
        <source>The choices of $%1 could not be loaded: %2</source>
        <translation>$%1 の選択肢を読み込めませんでした: %2</translation>
    </message>
</context>
<context>
    <name>ViewMenu</name>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <source>Pan &amp;Left</source>
        <translation>左へパン(&amp;L)</translation>
    </message>
    <message>
        <source>Pan &amp;Right</source>
        <translation>右へパン(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Reset Zoom</source>
        <translation>ズームをリセット(&amp;R)</translation>
    </message>
    <message>
        <source>Refresh &amp;Now</source>
        <translation>今すぐ更新(&amp;N)</translation>
    </message>
    <message>
        <source>Unpin &amp;Crosshair</source>
        <translation>クロスヘアの固定を解除(&amp;C)</translation>
    </message>
    <message>
        <source>C&amp;lear Selection</source>
        <translation>選択を解除(&amp;L)</translation>
    </message>
    <message>
        <source>Times in &amp;UTC</source>
        <translation>UTC で表示(&amp;U)</translation>
    </message>
    <message>
        <source>Read times in UTC instead of local time (%1)</source>
        <translation>時刻をローカル時刻ではなく UTC で表示します (%1)</translation>
    </message>
    <message>
        <source>Reset &amp;Layout</source>
        <translation>レイアウトをリセット(&amp;L)</translation>
    </message>
    <message>
        <source>Command &amp;Palette…</source>
        <translation>コマンドパレット(&amp;P)…</translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n more baselines failed)</source>
        <translation>
            <numerusform>%1 (ほかに %n 件のベースラインが失敗)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WasteModel</name>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>価格なし</translation>
    </message>
    <message>
        <source>%1 GPU %2 (%3): idle %4 of %5 observed GPU-hours</source>
        <translation>%1 GPU %2 (%3): 観測された %5 GPU時間のうち %4 がアイドル</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>ノード</translation>
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
        <translation>グループ</translation>
    </message>
    <message>
        <source>Idle GPU-h</source>
        <translation>アイドル GPU時間</translation>
    </message>
    <message>
        <source>Idle share</source>
        <translation>アイドル率</translation>
    </message>
    <message>
        <source>Idle cost</source>
        <translation>アイドルコスト</translation>
    </message>
    <message>
        <source>Priced by</source>
        <translation>価格の根拠</translation>
    </message>
</context>
<context>
    <name>WebhookSender</name>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>the environment variable %1</source>
        <translation>環境変数 %1</translation>
    </message>
    <message>
        <source>Reading the secret from the OS keychain (entry &quot;%1&quot;).</source>
        <translation>OS のキーチェーンからシークレットを読み取っています (エントリ &quot;%1&quot;)。</translation>
    </message>
    <message>
        <source>the keychain entry is empty</source>
        <translation>キーチェーンのエントリが空です</translation>
    </message>
    <message>
        <source>Not sent: no secret (%1). Enter it in the confirmation&apos;s secret field, which keeps it in the OS keychain as &quot;%2&quot;.</source>
        <translation>送信されませんでした: シークレットがありません (%1)。確認画面のシークレット欄に入力してください。OS のキーチェーンに &quot;%2&quot; として保存されます。</translation>
    </message>
    <message>
        <source>Not sent: no secret (%1). Enter it in the confirmation&apos;s secret field, which keeps it in the OS keychain as &quot;%2&quot;, or set the environment variable %3.</source>
        <translation>送信されませんでした: シークレットがありません (%1)。確認画面のシークレット欄に入力する (OS のキーチェーンに &quot;%2&quot; として保存されます) か、環境変数 %3 を設定してください。</translation>
    </message>
    <message>
        <source>the OS keychain</source>
        <translation>OS のキーチェーン</translation>
    </message>
    <message>
        <source>Stopped before it was sent.</source>
        <translation>送信前に停止されました。</translation>
    </message>
    <message>
        <source>Not sent: the secret from %1 is not an http or https address; it should be the webhook&apos;s whole address.</source>
        <translation>送信されませんでした: %1 から取得したシークレットが http または https のアドレスではありません。Webhook のアドレス全体である必要があります。</translation>
    </message>
    <message>
        <source>Not sent: with the secret from %1 in it, %2 is no longer an http or https address.</source>
        <translation>送信されませんでした: %1 から取得したシークレットを入れると、%2 が http または https のアドレスではなくなります。</translation>
    </message>
    <message>
        <source>Not sent: the secret from %1 would change the host of %2.</source>
        <translation>送信されませんでした: %1 から取得したシークレットにより、%2 のホストが変わってしまいます。</translation>
    </message>
    <message>
        <source>Not sent: the secret would cross the network unencrypted to %1; use an https address.</source>
        <translation>送信されませんでした: シークレットが暗号化されずにネットワーク経由で %1 に送られてしまいます。https のアドレスを使用してください。</translation>
    </message>
    <message>
        <source>Not sent: the secret from %1 holds a line break, which cannot go in the header %2.</source>
        <translation>送信されませんでした: %1 から取得したシークレットに改行が含まれているため、ヘッダー %2 に入れることができません。</translation>
    </message>
    <message>
        <source>The secret comes from %1.</source>
        <translation>シークレットは %1 から取得します。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Stopped on request; %1 may or may not have received it.</source>
        <translation>要求により停止しました。%1 が受信したかどうかは不明です。</translation>
    </message>
    <message>
        <source>No answer from %1 within %2: stopped waiting; the service may or may not have received it.</source>
        <translation>%2 以内に %1 から応答がありません: 待機を停止しました。サービスが受信したかどうかは不明です。</translation>
    </message>
    <message>
        <source>The answer from %1 is larger than %2 KiB; not read.</source>
        <translation>%1 からの応答が %2 KiB を超えているため、読み取りませんでした。</translation>
    </message>
    <message>
        <source>Not sent: %1</source>
        <translation>送信されませんでした: %1</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>&lt;h2&gt;Welcome to FleetScope&lt;/h2&gt;&lt;p&gt;GPU memory, P95 latency and pods on one time axis, tiered alerts with runbooks, and incidents you can replay offline.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;FleetScope へようこそ&lt;/h2&gt;&lt;p&gt;GPU メモリ、P95 レイテンシ、ポッドを 1 本の時間軸に表示し、ランブック付きのティア別アラートを扱い、インシデントをオフラインでリプレイできます。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Replay the demo incident (no setup needed)</source>
        <translation>デモインシデントをリプレイ（セットアップ不要）</translation>
    </message>
    <message>
        <source>Open a data sources file…</source>
        <translation>データソースファイルを開く…</translation>
    </message>
    <message>
        <source>Open Data Sources</source>
        <translation>データソースを開く</translation>
    </message>
    <message>
        <source>Data sources (*.json);;All files (*)</source>
        <translation>データソース (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Add a data source…</source>
        <translation>データソースを追加…</translation>
    </message>
    <message>
        <source>Open a snapshot…</source>
        <translation>スナップショットを開く…</translation>
    </message>
    <message>
        <source>Open Snapshot</source>
        <translation>スナップショットを開く</translation>
    </message>
    <message>
        <source>FleetScope snapshots (*.fsnap);;All files (*)</source>
        <translation>FleetScope スナップショット (*.fsnap);;すべてのファイル (*)</translation>
    </message>
</context>
<context>
    <name>fleetscope_cli</name>
    <message>
        <source>Re-fetches every lane query of a dashboard at full stored resolution, evaluates the alert rules over the same range, and writes one .fsnap snapshot file.</source>
        <translation>ダッシュボードのすべてのレーンクエリを保存済みの最大解像度で再取得し、同じ範囲でアラートルールを評価して、.fsnap スナップショットファイルを 1 つ書き出します。</translation>
    </message>
    <message>
        <source>Data sources file.</source>
        <translation>データソースファイル。</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Dashboard file or builtin:NAME.</source>
        <translation>ダッシュボードファイルまたは builtin:NAME。</translation>
    </message>
    <message>
        <source>DASHBOARD</source>
        <translation>DASHBOARD</translation>
    </message>
    <message>
        <source>Start time.</source>
        <translation>開始時刻。</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>End time.</source>
        <translation>終了時刻。</translation>
    </message>
    <message>
        <source>Snapshot file to write.</source>
        <translation>書き出すスナップショットファイル。</translation>
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
        <translation>タイトル（既定: ダッシュボードのタイトル）。</translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation>TEXT</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;.</source>
        <translation>予期しない引数 &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>--sources, --dashboard, --from, --to and -o are required.</source>
        <translation>--sources、--dashboard、--from、--to、-o は必須です。</translation>
    </message>
    <message>
        <source>--from &quot;%1&quot; is not a time (RFC 3339 or Unix seconds).</source>
        <translation>--from &quot;%1&quot; は時刻ではありません（RFC 3339 または Unix 秒）。</translation>
    </message>
    <message>
        <source>--to &quot;%1&quot; is not a time (RFC 3339 or Unix seconds).</source>
        <translation>--to &quot;%1&quot; は時刻ではありません（RFC 3339 または Unix 秒）。</translation>
    </message>
    <message>
        <source>--to is before --from.</source>
        <translation>--to が --from より前です。</translation>
    </message>
    <message>
        <source>-o needs a file name.</source>
        <translation>-o にはファイル名が必要です。</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 を読み取れません: %2</translation>
    </message>
    <message>
        <source>%1 holds no alerting rule.</source>
        <translation>%1 にアラートルールがありません。</translation>
    </message>
    <message>
        <source>%1: %2 queries, %3 samples, %4 alert transitions, %5 to %6</source>
        <translation>%1: クエリ %2 件、サンプル %3 件、アラート遷移 %4 件、%5 から %6</translation>
    </message>
    <message>
        <source>Use a snapshot&apos;s utilisation instead of querying.</source>
        <translation>クエリする代わりにスナップショットの使用率を使用します。</translation>
    </message>
    <message>
        <source>SNAPSHOT</source>
        <translation>SNAPSHOT</translation>
    </message>
    <message>
        <source>Label to group by (default: namespace).</source>
        <translation>グループ化に使うラベル（既定: namespace）。</translation>
    </message>
    <message>
        <source>LABEL</source>
        <translation>LABEL</translation>
    </message>
    <message>
        <source>Price file over the default SKU prices.</source>
        <translation>既定の SKU 価格を上書きする価格ファイル。</translation>
    </message>
    <message>
        <source>Utilisation in %, below which a GPU is idle (default: 30).</source>
        <translation>GPU をアイドルとみなす使用率の上限（%、既定: 30）。</translation>
    </message>
    <message>
        <source>PCT</source>
        <translation>PCT</translation>
    </message>
    <message>
        <source>Resolution (default: the scrape interval up to one day, else 5m).</source>
        <translation>解像度（既定: 1 日まではスクレイプ間隔、それ以外は 5m）。</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>csv (default) or json.</source>
        <translation>csv（既定）または json。</translation>
    </message>
    <message>
        <source>FORMAT</source>
        <translation>FORMAT</translation>
    </message>
    <message>
        <source>--snapshot replaces --sources, --from, --to and --step.</source>
        <translation>--snapshot は --sources、--from、--to、--step の代わりになります。</translation>
    </message>
    <message>
        <source>give --sources FILE --from T --to T, or --snapshot FILE.</source>
        <translation>--sources FILE --from T --to T、または --snapshot FILE を指定してください。</translation>
    </message>
    <message>
        <source>--format must be csv or json.</source>
        <translation>--format は csv または json である必要があります。</translation>
    </message>
    <message>
        <source>--idle-threshold &quot;%1&quot; is not a percentage from 0 to 100.</source>
        <translation>--idle-threshold &quot;%1&quot; は 0 から 100 のパーセンテージではありません。</translation>
    </message>
    <message>
        <source>--group-by needs a label name.</source>
        <translation>--group-by にはラベル名が必要です。</translation>
    </message>
    <message>
        <source>--from and --to must be times (RFC 3339 or Unix seconds), --to after --from.</source>
        <translation>--from と --to は時刻（RFC 3339 または Unix 秒）で、--to は --from より後である必要があります。</translation>
    </message>
    <message>
        <source>--step &quot;%1&quot; is not a positive duration such as 5m.</source>
        <translation>--step &quot;%1&quot; は 5m のような正の期間ではありません。</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告: %1</translation>
    </message>
    <message>
        <source>no %1 series in the range: nothing to count.</source>
        <translation>範囲内に %1 系列がありません: 集計対象がありません。</translation>
    </message>
    <message>
        <source>no SKU for GPU model &quot;%1&quot;</source>
        <translation>GPU モデル &quot;%1&quot; の SKU がありません</translation>
    </message>
    <message>
        <source>SKU %1 has no price</source>
        <translation>SKU %1 に価格がありません</translation>
    </message>
    <message>
        <source>warning: node %1: %2; its %3 GPU-hours are not in the cost (add it to a --prices file).</source>
        <translation>警告: ノード %1: %2。その %3 GPU時間はコストに含まれていません（--prices ファイルに追加してください）。</translation>
    </message>
    <message>
        <source>info: figures at %1; money in %2.</source>
        <translation>情報: 数値は %1 時点、金額は %2 です。</translation>
    </message>
    <message>
        <source>Prints every sample of a snapshot exactly as it was captured.</source>
        <translation>スナップショットのすべてのサンプルを取得時のまま出力します。</translation>
    </message>
    <message>
        <source>The .fsnap file.</source>
        <translation>.fsnap ファイル。</translation>
    </message>
    <message>
        <source>give exactly one snapshot file.</source>
        <translation>スナップショットファイルを 1 つだけ指定してください。</translation>
    </message>
    <message>
        <source>Writes the postmortem report of a snapshot: a PDF with the time range, the lanes as charts with alert bands and annotations, the alert timeline, annotations, operator and runbook actions and notes; optionally the lanes as a PNG.</source>
        <translation>スナップショットのポストモーテムレポートを書き出します: 時間範囲、アラート帯と注釈付きのグラフとしてのレーン、アラートのタイムライン、注釈、オペレーターとランブックの操作、メモを含む PDF。オプションでレーンを PNG としても出力します。</translation>
    </message>
    <message>
        <source>The PDF to write.</source>
        <translation>書き出す PDF。</translation>
    </message>
    <message>
        <source>OUT.pdf</source>
        <translation>OUT.pdf</translation>
    </message>
    <message>
        <source>Also (or only) write the lanes as a PNG image.</source>
        <translation>レーンを PNG 画像としても（またはそれのみ）書き出します。</translation>
    </message>
    <message>
        <source>OUT.png</source>
        <translation>OUT.png</translation>
    </message>
    <message>
        <source>Size of the PNG in pixels (default %1x%2).</source>
        <translation>PNG のサイズ（ピクセル、既定 %1x%2）。</translation>
    </message>
    <message>
        <source>WIDTHxHEIGHT</source>
        <translation>WIDTHxHEIGHT</translation>
    </message>
    <message>
        <source>give exactly one SNAPSHOT file.</source>
        <translation>SNAPSHOT ファイルを 1 つだけ指定してください。</translation>
    </message>
    <message>
        <source>give -o OUT.pdf, --png OUT.png, or both.</source>
        <translation>-o OUT.pdf、--png OUT.png、またはその両方を指定してください。</translation>
    </message>
    <message>
        <source>--png-size &quot;%1&quot; is not WIDTHxHEIGHT, e.g. 1600x1000.</source>
        <translation>--png-size &quot;%1&quot; は WIDTHxHEIGHT 形式ではありません（例: 1600x1000）。</translation>
    </message>
    <message>
        <source>--png-size must be between 200x100 and 20000x20000.</source>
        <translation>--png-size は 200x100 から 20000x20000 の間である必要があります。</translation>
    </message>
    <message>
        <source>the report needs a QGuiApplication; start fleetscope-cli through CliCommands::createApplication.</source>
        <translation>レポートには QGuiApplication が必要です。fleetscope-cli を CliCommands::createApplication 経由で起動してください。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>warning: rule %1 was not evaluated when %2 was captured</source>
        <translation>警告: %2 の取得時にルール %1 は評価されていませんでした</translation>
    </message>
    <message>
        <source>Evaluates alerting rules over a time range, as Prometheus would have, and prints the timeline.</source>
        <translation>Prometheus と同じようにアラートルールを時間範囲で評価し、タイムラインを出力します。</translation>
    </message>
    <message>
        <source>Source the rules query (default: the first one).</source>
        <translation>ルールがクエリするソース（既定: 最初のソース）。</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>json (default) or csv.</source>
        <translation>json（既定）または csv。</translation>
    </message>
    <message>
        <source>Print the alert transitions captured in a snapshot instead of querying.</source>
        <translation>クエリする代わりに、スナップショットに記録されたアラート遷移を出力します。</translation>
    </message>
    <message>
        <source>--snapshot replaces --sources, --source, --from and --to.</source>
        <translation>--snapshot は --sources、--source、--from、--to の代わりになります。</translation>
    </message>
    <message>
        <source>--format must be json or csv.</source>
        <translation>--format は json または csv である必要があります。</translation>
    </message>
    <message>
        <source>--sources, --rules, --from and --to are required.</source>
        <translation>--sources、--rules、--from、--to は必須です。</translation>
    </message>
    <message>
        <source>--from and --to must be times (RFC 3339 or Unix seconds), --to not before --from.</source>
        <translation>--from と --to は時刻（RFC 3339 または Unix 秒）で、--to は --from より前であってはなりません。</translation>
    </message>
    <message>
        <source>%1 holds no usable alerting rule.</source>
        <translation>%1 に使用可能なアラートルールがありません。</translation>
    </message>
    <message>
        <source>warning: %1:%2: rule %3: %4</source>
        <translation>警告: %1:%2: ルール %3: %4</translation>
    </message>
    <message>
        <source>no rule could be evaluated.</source>
        <translation>評価できたルールがありません。</translation>
    </message>
    <message>
        <source>cannot read the sources file %1: %2</source>
        <translation>ソースファイル %1 を読み取れません: %2</translation>
    </message>
    <message>
        <source>fleetscope-cli: unknown command &quot;%1&quot;.</source>
        <translation>fleetscope-cli: 不明なコマンド &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>Runs one range query and prints every sample as the backend returned it.</source>
        <translation>範囲クエリを 1 回実行し、バックエンドが返したとおりにすべてのサンプルを出力します。</translation>
    </message>
    <message>
        <source>Source name for --promql.</source>
        <translation>--promql に使うソース名。</translation>
    </message>
    <message>
        <source>PromQL expression.</source>
        <translation>PromQL 式。</translation>
    </message>
    <message>
        <source>EXPR</source>
        <translation>EXPR</translation>
    </message>
    <message>
        <source>Query spec as JSON text, or a file holding it.</source>
        <translation>JSON テキストとしてのクエリ仕様、またはそれを含むファイル。</translation>
    </message>
    <message>
        <source>SPEC</source>
        <translation>SPEC</translation>
    </message>
    <message>
        <source>Resolution, e.g. 15s (default: about 1,000 points).</source>
        <translation>解像度、例: 15s（既定: 約 1,000 ポイント）。</translation>
    </message>
    <message>
        <source>--sources FILE is required.</source>
        <translation>--sources FILE は必須です。</translation>
    </message>
    <message>
        <source>give either --query-json or --promql, not both.</source>
        <translation>--query-json と --promql のどちらか一方のみを指定してください。</translation>
    </message>
    <message>
        <source>--query-json is neither a JSON object nor a readable file.</source>
        <translation>--query-json は JSON オブジェクトでも読み取り可能なファイルでもありません。</translation>
    </message>
    <message>
        <source>--query-json is not a JSON object (%1).</source>
        <translation>--query-json は JSON オブジェクトではありません（%1）。</translation>
    </message>
    <message>
        <source>the query spec names no &quot;source&quot;.</source>
        <translation>クエリ仕様に &quot;source&quot; が指定されていません。</translation>
    </message>
    <message>
        <source>give --promql EXPR with --source NAME, or --query-json SPEC.</source>
        <translation>--promql EXPR と --source NAME、または --query-json SPEC を指定してください。</translation>
    </message>
    <message>
        <source>--from and --to are required.</source>
        <translation>--from と --to は必須です。</translation>
    </message>
    <message>
        <source>--step &quot;%1&quot; is not a positive duration such as 15s.</source>
        <translation>--step &quot;%1&quot; は 15s のような正の期間ではありません。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>info: %1</source>
        <translation>情報: %1</translation>
    </message>
    <message>
        <source>Converts a Grafana dashboard (JSON as Grafana exports it) into a FleetScope dashboard. What cannot be converted is listed on stderr.</source>
        <translation>Grafana ダッシュボード（Grafana がエクスポートする JSON）を FleetScope ダッシュボードに変換します。変換できないものは stderr に一覧表示されます。</translation>
    </message>
    <message>
        <source>The Grafana dashboard JSON.</source>
        <translation>Grafana ダッシュボードの JSON。</translation>
    </message>
    <message>
        <source>Where to write the FleetScope dashboard (- for standard output).</source>
        <translation>FleetScope ダッシュボードの書き出し先（- で標準出力）。</translation>
    </message>
    <message>
        <source>OUT.json</source>
        <translation>OUT.json</translation>
    </message>
    <message>
        <source>The source of the sources file that runs the queries (default: prom).</source>
        <translation>クエリを実行する、ソースファイル内のソース（既定: prom）。</translation>
    </message>
    <message>
        <source>Exit with 1 when anything could not be converted.</source>
        <translation>変換できなかったものがある場合は 1 で終了します。</translation>
    </message>
    <message>
        <source>usage: fleetscope-cli import-grafana IN.json -o OUT.json [--source NAME] [--strict]</source>
        <translation>使い方: fleetscope-cli import-grafana IN.json -o OUT.json [--source NAME] [--strict]</translation>
    </message>
    <message>
        <source>fleetscope-cli import-grafana: cannot read %1: %2</source>
        <translation>fleetscope-cli import-grafana: %1 を読み取れません: %2</translation>
    </message>
    <message>
        <source>fleetscope-cli import-grafana: %1: %2</source>
        <translation>fleetscope-cli import-grafana: %1: %2</translation>
    </message>
    <message>
        <source>fleetscope-cli import-grafana: cannot write %1: %2</source>
        <translation>fleetscope-cli import-grafana: %1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>%1: %2 lanes, %3 variables.</source>
        <translation>%1: レーン %2 個、変数 %3 個。</translation>
    </message>
    <message>
        <source>converted with a change: %1</source>
        <translation>変更ありで変換: %1</translation>
    </message>
    <message>
        <source>not converted: %1</source>
        <translation>変換されませんでした: %1</translation>
    </message>
    <message>
        <source>Prometheus alerting-rule file, or builtin:default.</source>
        <translation>Prometheus のアラートルールファイル、または builtin:default。</translation>
    </message>
    <message>
        <source>Alerting-rule file (or builtin:default) whose transitions go in the snapshot (default: builtin:default, the rules the app uses).</source>
        <translation>遷移をスナップショットに含めるアラートルールファイル (または builtin:default。既定: builtin:default、アプリが使うルール)。</translation>
    </message>
    <message>
        <source>alert rules from %1: %2</source>
        <translation>アラートルール (%1): %2</translation>
    </message>
    <message>
        <source>alert rules from %1 (the built-in set, as no --rules was given): %2</source>
        <translation>アラートルール (%1。--rules の指定がないため組み込みのルール): %2</translation>
    </message>
    <message>
        <source>GPU-hours, busy and idle GPU-hours and their cost per group, from DCGM utilisation (definitions in docs/cost.md, section Definitions).</source>
        <translation>DCGM の使用率から求めた、グループごとの GPU時間、稼働中およびアイドルの GPU時間とそのコスト（定義は docs/cost.md の Definitions セクションを参照）。</translation>
    </message>
    <message>
        <source>Asks each source what it exports and says, per lane of the dashboard and per alerting rule, which way of getting its quantity was chosen or why none works. Exit 0 when every lane and rule has a way, 1 otherwise.</source>
        <translation>各ソースにエクスポートしている内容を問い合わせ、ダッシュボードのレーンごと、アラートルールごとに、その指標の取得方法としてどれが選ばれたか、またはどの方法も使えない理由を示します。すべてのレーンとルールに取得方法があれば 0、そうでなければ 1 で終了します。</translation>
    </message>
    <message>
        <source>Dashboard file or builtin:NAME (default: builtin:gpu-inference).</source>
        <translation>ダッシュボードファイルまたは builtin:NAME（既定: builtin:gpu-inference）。</translation>
    </message>
    <message>
        <source>Alerting-rule file or builtin:default (the default).</source>
        <translation>アラートルールファイルまたは builtin:default（既定）。</translation>
    </message>
    <message>
        <source>text (default) or json.</source>
        <translation>text（既定）または json。</translation>
    </message>
    <message>
        <source>--format must be text or json.</source>
        <translation>--format は text または json である必要があります。</translation>
    </message>
    <message>
        <source>--sources is required.</source>
        <translation>--sources は必須です。</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>ソース</translation>
    </message>
    <message>
        <source>no answer in time</source>
        <translation>時間内に応答がありません</translation>
    </message>
    <message>
        <source>UNREACHABLE: %1</source>
        <translation>到達不能: %1</translation>
    </message>
    <message>
        <source>reachable; API version %1; %2 metric names%3</source>
        <translation>到達可能、API バージョン %1、メトリック名 %2 個%3</translation>
    </message>
    <message>
        <source>not said</source>
        <translation>不明</translation>
    </message>
    <message>
        <source> (list cut short)</source>
        <translation> (一覧は途中で打ち切り)</translation>
    </message>
    <message>
        <source>exporters: %1</source>
        <translation>エクスポーター: %1</translation>
    </message>
    <message>
        <source>none recognised</source>
        <translation>認識できたものなし</translation>
    </message>
    <message>
        <source>dcgm host label: %1; MIG: %2</source>
        <translation>dcgm のホストラベル: %1、MIG: %2</translation>
    </message>
    <message>
        <source>yes (GPU_I_ID)</source>
        <translation>あり (GPU_I_ID)</translation>
    </message>
    <message>
        <source>no</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Lanes of %1</source>
        <translation>%1 のレーン</translation>
    </message>
    <message>
        <source>source unreachable, not checked</source>
        <translation>ソースに到達できないため未確認</translation>
    </message>
    <message>
        <source>Rules of %1 on %2</source>
        <translation>%2 上の %1 のルール</translation>
    </message>
    <message>
        <source> (watched only where exported)</source>
        <translation> (エクスポートされている場合のみ監視)</translation>
    </message>
    <message>
        <source>Every lane and rule has a way.</source>
        <translation>すべてのレーンとルールに取得方法があります。</translation>
    </message>
    <message>
        <source>Some lanes or rules have no way; see FAIL above.</source>
        <translation>取得方法のないレーンまたはルールがあります。上の FAIL を参照してください。</translation>
    </message>
    <message>
        <source>%1 has no way to get this quantity: %2</source>
        <translation>%1 ではこの指標を取得できません: %2</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>注記: %1</translation>
    </message>
    <message>
        <source>the sources file has no source named &quot;%1&quot;</source>
        <translation>ソースファイルに &quot;%1&quot; という名前のソースがありません</translation>
    </message>
    <message>
        <source>no Prometheus-compatible source to evaluate them on</source>
        <translation>評価に使える Prometheus 互換ソースがありません</translation>
    </message>
    <message>
        <source>Log Analytics workspace %1 UNREACHABLE: %2</source>
        <translation>Log Analytics ワークスペース %1 に到達できません: %2</translation>
    </message>
    <message>
        <source>Log Analytics workspace %1: no Application Insights custom metrics in the last day</source>
        <translation>Log Analytics ワークスペース %1: 過去 1 日に Application Insights のカスタムメトリックがありません</translation>
    </message>
    <message>
        <source>Log Analytics workspace %1: Application Insights %2, %3 metric names</source>
        <translation>Log Analytics ワークスペース %1: Application Insights %2、メトリック名 %3 個</translation>
    </message>
    <message>
        <source>not checked (Prometheus-compatible sources are, and azure-monitor sources with a &quot;workspace&quot;)</source>
        <translation>未確認 (確認するのは Prometheus 互換ソースと &quot;workspace&quot; のある azure-monitor ソースです)</translation>
    </message>
    <message>
        <source>not checked: %1</source>
        <translation>未確認: %1</translation>
    </message>
    <message>
        <source>Explains a window of one lane: which label values of its series carry the change, and which other metrics of the source changed with it, each against a baseline (by default the four window-lengths before the window).</source>
        <translation>レーンのある時間帯を説明します: どの系列のラベル値が変化を担っているか、ソースのほかのどのメトリックが一緒に変化したかを、それぞれベースライン (既定では時間帯の直前、その長さの 4 倍) と比べて示します。</translation>
    </message>
    <message>
        <source>The lane&apos;s query.</source>
        <translation>レーンのクエリ。</translation>
    </message>
    <message>
        <source>The lane&apos;s id.</source>
        <translation>レーンの ID。</translation>
    </message>
    <message>
        <source>Window start.</source>
        <translation>時間帯の開始。</translation>
    </message>
    <message>
        <source>Window end.</source>
        <translation>時間帯の終了。</translation>
    </message>
    <message>
        <source>Baseline start.</source>
        <translation>ベースラインの開始。</translation>
    </message>
    <message>
        <source>Baseline end.</source>
        <translation>ベースラインの終了。</translation>
    </message>
    <message>
        <source>The source of --promql and of the other metrics (default: the first).</source>
        <translation>--promql とほかのメトリックのソース (既定: 最初のソース)。</translation>
    </message>
    <message>
        <source>Lines per list (default 10).</source>
        <translation>一覧ごとの行数 (既定 10)。</translation>
    </message>
    <message>
        <source>Queries it may send at most (default 600; three per metric).</source>
        <translation>送信するクエリの上限 (既定 600、メトリックごとに 3 件)。</translation>
    </message>
    <message>
        <source>json (default) or text.</source>
        <translation>json (既定) または text。</translation>
    </message>
    <message>
        <source>--format must be json or text.</source>
        <translation>--format は json か text にしてください。</translation>
    </message>
    <message>
        <source>--sources, --from and --to are required.</source>
        <translation>--sources、--from、--to は必須です。</translation>
    </message>
    <message>
        <source>Give either --promql, or --dashboard with --lane.</source>
        <translation>--promql か、--dashboard と --lane のどちらかを指定してください。</translation>
    </message>
    <message>
        <source>--top and --budget must be positive whole numbers.</source>
        <translation>--top と --budget は正の整数にしてください。</translation>
    </message>
    <message>
        <source>--baseline-from and --baseline-to go together, as times, the end after the start.</source>
        <translation>--baseline-from と --baseline-to は一緒に時刻で指定し、終了を開始より後にしてください。</translation>
    </message>
    <message>
        <source>The baseline overlaps the window: pick a baseline that ends before the window starts (or starts after it ends).</source>
        <translation>ベースラインが時間帯と重なっています: 時間帯の開始より前に終わる (または終了より後に始まる) ベースラインを選んでください。</translation>
    </message>
    <message>
        <source>The dashboard has no lane &quot;%1&quot; on this fleet.</source>
        <translation>このフリートのダッシュボードにはレーン &quot;%1&quot; がありません。</translation>
    </message>
    <message>
        <source>%1: %2 to %3 against %4 to %5 (change %6)</source>
        <translation>%1: %2 から %3、比較対象 %4 から %5 (変化 %6)</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>場所</translation>
    </message>
    <message>
        <source>%1 % of the change, score %2</source>
        <translation>変化の %1 %、スコア %2</translation>
    </message>
    <message>
        <source>What else changed</source>
        <translation>ほかに変化したもの</translation>
    </message>
    <message>
        <source>score %1</source>
        <translation>スコア %1</translation>
    </message>
    <message>
        <source> (budget reached: raise --budget to compare more)</source>
        <translation> (上限に達しました: さらに比較するには --budget を増やしてください)</translation>
    </message>
    <message>
        <source>What happened just before</source>
        <translation>直前に起きたこと</translation>
    </message>
    <message>
        <source>up</source>
        <translation>上昇</translation>
    </message>
    <message>
        <source>down</source>
        <translation>下降</translation>
    </message>
    <message numerus="yes">
        <source>%n queries</source>
        <translation>
            <numerusform>クエリ %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n metrics compared</source>
        <translation>
            <numerusform>比較したメトリック %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>cannot write the output: %1</source>
        <translation>出力を書き込めません: %1</translation>
    </message>
    <message>
        <source>the stream refused it</source>
        <translation>ストリームが受け付けませんでした</translation>
    </message>
    <message>
        <source>rule</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>variant</source>
        <translation>バリアント</translation>
    </message>
    <message>
        <source>fires</source>
        <translation>発火回数</translation>
    </message>
    <message>
        <source>firing</source>
        <translation>発火時間</translation>
    </message>
    <message>
        <source>median</source>
        <translation>中央値</translation>
    </message>
    <message>
        <source>short (&lt;%1)</source>
        <translation>短い発火 (&lt;%1)</translation>
    </message>
    <message>
        <source>longest quiet</source>
        <translation>最長静穏</translation>
    </message>
    <message>
        <source>open at end</source>
        <translation>終了時発火中</translation>
    </message>
    <message>
        <source>as written</source>
        <translation>記述どおり</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>失敗: %1</translation>
    </message>
    <message>
        <source>Only this rule (by alert name); may be given more than once.</source>
        <translation>このルールのみ（アラート名で指定）。複数回指定できます。</translation>
    </message>
    <message>
        <source>A change to try: RULE.for=DURATION, RULE.keep_firing_for=DURATION or RULE.threshold=NUMBER; may be given more than once.</source>
        <translation>試す変更: RULE.for=DURATION、RULE.keep_firing_for=DURATION、または RULE.threshold=NUMBER。複数回指定できます。</translation>
    </message>
    <message>
        <source>CHANGE</source>
        <translation>CHANGE</translation>
    </message>
    <message>
        <source>Fires shorter than this count as short (flapping); default 5m.</source>
        <translation>これより短い発火を短い発火（フラッピング）とみなします。既定: 5m。</translation>
    </message>
    <message>
        <source>DURATION</source>
        <translation>DURATION</translation>
    </message>
    <message>
        <source>--short must be a duration, such as 5m.</source>
        <translation>--short は 5m のような期間である必要があります。</translation>
    </message>
    <message>
        <source>%1 holds no rule named %2; its rules: %3.</source>
        <translation>%1 に %2 という名前のルールがありません。含まれるルール: %3。</translation>
    </message>
    <message numerus="yes">
        <source>%n rule(s) could not be evaluated; their rows say why.</source>
        <translation>
            <numerusform>%n 件のルールを評価できませんでした。理由は各行に表示されています。</numerusform>
        </translation>
    </message>
    <message>
        <source>Prints a snapshot&apos;s incident timeline: every alert transition, acknowledgement, silence, runbook run, change and annotation in time order, ready to paste into a postmortem document.</source>
        <translation>スナップショットのインシデントタイムラインを出力します。すべてのアラート遷移、確認、サイレンス、ランブックの実行、変化、注釈を時刻順に並べ、そのままポストモーテム文書に貼り付けられます。</translation>
    </message>
    <message>
        <source>The snapshot (.fsnap).</source>
        <translation>スナップショット (.fsnap)。</translation>
    </message>
    <message>
        <source>markdown (default), json or csv.</source>
        <translation>markdown（既定）、json、または csv。</translation>
    </message>
    <message>
        <source>Time zone of the times: UTC (default), local, or an IANA name such as Europe/Berlin.</source>
        <translation>時刻のタイムゾーン: UTC（既定）、local、または Europe/Berlin のような IANA 名。</translation>
    </message>
    <message>
        <source>ZONE</source>
        <translation>ZONE</translation>
    </message>
    <message>
        <source>--format must be markdown, json or csv.</source>
        <translation>--format は markdown、json、csv のいずれかである必要があります。</translation>
    </message>
    <message>
        <source>--zone %1 is not a time zone: use UTC, local or an IANA name such as Europe/Berlin.</source>
        <translation>--zone %1 はタイムゾーンではありません。UTC、local、または Europe/Berlin のような IANA 名を指定してください。</translation>
    </message>
    <message>
        <source>cannot write the output.</source>
        <translation>出力を書き込めません。</translation>
    </message>
    <message>
        <source>--set %1 changes %2, which --rule leaves out; add --rule %2.</source>
        <translation>--set %1 は %2 を変更しますが、--rule で除外されています。--rule %2 を追加してください。</translation>
    </message>
    <message>
        <source>warning: %1 (left out of the snapshot)</source>
        <translation>警告: %1（スナップショットから除外）</translation>
    </message>
    <message>
        <source>Keep a baseline: every lane as it was this long before (1d, 1w, 90m), or LANE=DURATION for one lane. Repeatable.</source>
        <translation>ベースラインを保存: この期間だけ前の各レーン (1d, 1w, 90m)、または 1 つのレーンには LANE=DURATION。複数回指定できます。</translation>
    </message>
    <message>
        <source>--compare &quot;%1&quot;: give a duration such as 1d, 1w or 90m, or LANE=DURATION.</source>
        <translation>--compare &quot;%1&quot;: 1d、1w、90m のような期間、または LANE=DURATION を指定してください。</translation>
    </message>
    <message>
        <source>--compare &quot;%1&quot;: the dashboard has no lane %2 (its lanes: %3).</source>
        <translation>--compare &quot;%1&quot;: ダッシュボードにレーン %2 はありません (レーン: %3)。</translation>
    </message>
    <message>
        <source>the snapshot keeps nothing this rule read (its query failed at capture time); backtest it live</source>
        <translation>スナップショットにはこのルールが読み取ったものがありません (キャプチャ時にクエリが失敗しました)。ライブでバックテストしてください</translation>
    </message>
    <message>
        <source>Replays alerting rules over a past range with the evaluator the alert pane uses, and prints how often each would have fired. --set tries a change (RULE.for=5m, RULE.keep_firing_for=10m, RULE.threshold=2.5) and prints its figures under the rule&apos;s own. --snapshot does it offline, from a snapshot.</source>
        <translation>アラートペインと同じ評価器でアラートルールを過去の範囲について再生し、それぞれが何回発火したかを出力します。--set は変更 (RULE.for=5m、RULE.keep_firing_for=10m、RULE.threshold=2.5) を試し、その数値をルール自身の数値の下に出力します。--snapshot はスナップショットからオフラインで行います。</translation>
    </message>
    <message>
        <source>Backtest offline over what a snapshot&apos;s rules read when it was captured (instead of --sources and --rules; --from and --to default to its range).</source>
        <translation>スナップショットのルールがキャプチャ時に読み取ったものでオフラインにバックテストします (--sources と --rules の代わり。--from と --to の既定はその範囲)。</translation>
    </message>
    <message>
        <source>--snapshot replaces --sources, --rules and --source.</source>
        <translation>--snapshot は --sources、--rules、--source の代わりです。</translation>
    </message>
    <message>
        <source>--sources, --rules, --from and --to are required (or --snapshot).</source>
        <translation>--sources、--rules、--from、--to が必要です (または --snapshot)。</translation>
    </message>
    <message>
        <source>the snapshot holds %1 to %2: --from and --to must lie inside it.</source>
        <translation>スナップショットは %1 から %2 までです: --from と --to はその中にある必要があります。</translation>
    </message>
    <message>
        <source>%1 keeps no series of its rules (it was captured before snapshots kept them, or without rules): backtest live with --sources and --rules over its range.</source>
        <translation>%1 にはルールの系列がありません (系列を保存する前に、またはルールなしでキャプチャされました): その範囲について --sources と --rules でライブにバックテストしてください。</translation>
    </message>
    <message>
        <source>%1 % (forecasted)</source>
        <translation>%1 % (予測)</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>The cost budgets of an Azure scope (Consumption API), each with its spend to date, the forecast to the end of its period (straight line and weekday pattern) and the day each threshold is crossed. The daily rate is the scope&apos;s billed cost of the last 28 days (Cost Management).</source>
        <translation>Azure スコープのコスト予算 (Consumption API) を、これまでの支出、期間末までの予測 (直線と曜日パターン)、各しきい値を超える日とともに表示します。日次レートは直近 28 日間のスコープの請求コスト (Cost Management) です。</translation>
    </message>
    <message>
        <source>The Azure source whose sign-in reads the budgets (default: the first).</source>
        <translation>予算の読み込みに使うサインインの Azure ソース (既定: 最初のもの)。</translation>
    </message>
    <message>
        <source>subscriptions/&lt;id&gt;, or a resource group in it.</source>
        <translation>subscriptions/&lt;id&gt;、またはその中のリソースグループ。</translation>
    </message>
    <message>
        <source>SCOPE</source>
        <translation>SCOPE</translation>
    </message>
    <message>
        <source>Only the budget of this name.</source>
        <translation>この名前の予算のみ。</translation>
    </message>
    <message>
        <source>The last day with spend (default: today, UTC).</source>
        <translation>支出のある最後の日 (既定: 今日、UTC)。</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>YYYY-MM-DD</translation>
    </message>
    <message>
        <source>give --sources FILE --scope subscriptions/&lt;id&gt;.</source>
        <translation>--sources FILE --scope subscriptions/&lt;id&gt; を指定してください。</translation>
    </message>
    <message>
        <source>--today &quot;%1&quot; is not a date such as 2026-11-28.</source>
        <translation>--today「%1」は 2026-11-28 のような日付ではありません。</translation>
    </message>
    <message>
        <source>--scope must start with subscriptions/&lt;id&gt;.</source>
        <translation>--scope は subscriptions/&lt;id&gt; で始めてください。</translation>
    </message>
    <message>
        <source>the sources file has no Azure source named &quot;%1&quot;.</source>
        <translation>ソースファイルに「%1」という Azure ソースがありません。</translation>
    </message>
    <message>
        <source>the sources file has no Azure source to sign in with.</source>
        <translation>ソースファイルにサインインに使える Azure ソースがありません。</translation>
    </message>
    <message>
        <source>the source &quot;%1&quot; has no Azure sign-in.</source>
        <translation>ソース「%1」に Azure のサインインがありません。</translation>
    </message>
    <message>
        <source>%1 has no cost budget named &quot;%2&quot;.</source>
        <translation>%1 に「%2」というコスト予算はありません。</translation>
    </message>
    <message>
        <source>no daily cost to forecast from: %1</source>
        <translation>予測に使う日次コストがありません: %1</translation>
    </message>
    <message>
        <source>the budget is in %1 and the billed cost in %2; FleetScope does not convert currencies, so only Azure&apos;s own figures are shown.</source>
        <translation>予算は %1、請求コストは %2 です。FleetScope は通貨を換算しないため、Azure 自身の数値のみを表示します。</translation>
    </message>
    <message>
        <source>the budget has a filter; the daily rate is the whole scope&apos;s.</source>
        <translation>この予算にはフィルターがあります。日次レートはスコープ全体のものです。</translation>
    </message>
    <message>
        <source>%1  %2  %3 – %4  budget %5 %6
</source>
        <translation>%1  %2  %3 – %4  予算 %5 %6
</translation>
    </message>
    <message>
        <source>  spent to date %1 %2 (Azure)</source>
        <translation>  これまでの支出 %1 %2 (Azure)</translation>
    </message>
    <message>
        <source>  Azure&apos;s forecast %1 %2</source>
        <translation>  Azure の予測 %1 %2</translation>
    </message>
    <message numerus="yes">
        <source>  at %1 %2 a day (%n day(s) of billed cost): %3 by the straight line, %4 by the weekday pattern
</source>
        <translation>
            <numerusform>  1 日 %1 %2 (請求コスト %n 日分): 直線予測 %3、曜日パターン %4
</numerusform>
        </translation>
    </message>
    <message>
        <source>  %1: crossed on %2
</source>
        <translation>  %1: %2 に超過
</translation>
    </message>
    <message>
        <source>  %1: %2 by the straight line, %3 by the weekday pattern
</source>
        <translation>  %1: 直線予測 %2、曜日パターン %3
</translation>
    </message>
    <message>
        <source>  note: %1
</source>
        <translation>  注: %1
</translation>
    </message>
    <message>
        <source>%1 has no cost budgets. Create one in the Azure portal, or type one into the Cost view.</source>
        <translation>%1 にはコスト予算がありません。Azure ポータルで作成するか、コストビューに入力してください。</translation>
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
        <translation>使い方: fleetscope-cli COMMAND [オプション]
コマンド:
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
T は RFC 3339、Unix 秒、または now / now-6h です。詳細は各コマンドを --help 付きで実行してください。
</translation>
    </message>
    <message numerus="yes">
        <source>Azure gives the spend to date as one figure: the %n day(s) before the billed history are drawn at an even share of it, so a threshold crossed then was crossed about that day.</source>
        <translation>
            <numerusform>Azure はこれまでの支出を 1 つの数値で示します。請求履歴より前の %n 日分はその均等割りで描くため、その間に超えたしきい値の超過日はおおよそです。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fleetscope_core</name>
    <message>
        <source>The schedule has no hours: choose days and a time window.</source>
        <translation>スケジュールに時間が含まれていません。曜日と時間帯を選択してください。</translation>
    </message>
    <message>
        <source>No GPU ran at least %1 % of the period: there is no base load to reserve.</source>
        <translation>期間の %1 % 以上稼働した GPU がありません。予約すべきベースロードはありません。</translation>
    </message>
    <message>
        <source>Choose the node pools that could run on spot VMs.</source>
        <translation>スポット VM で実行できるノードプールを選択してください。</translation>
    </message>
    <message>
        <source>No priced GPU ran in the chosen pools in this period.</source>
        <translation>この期間中、選択したプールで価格が設定された GPU は稼働していません。</translation>
    </message>
    <message>
        <source>No GPU memory telemetry (DCGM_FI_DEV_FB_USED) in this period.</source>
        <translation>この期間に GPU メモリのテレメトリ（DCGM_FI_DEV_FB_USED）がありません。</translation>
    </message>
    <message>
        <source>%1 must be a number</source>
        <translation>%1 は数値である必要があります</translation>
    </message>
    <message>
        <source>%1 must not be negative</source>
        <translation>%1 は負の値にできません</translation>
    </message>
    <message>
        <source>gpus must be a number or a fraction such as &quot;1/6&quot;</source>
        <translation>gpus は数値または &quot;1/6&quot; のような分数である必要があります</translation>
    </message>
    <message>
        <source>gpus must be more than zero</source>
        <translation>gpus は 0 より大きい必要があります</translation>
    </message>
    <message>
        <source>SKU %1 must be an object</source>
        <translation>SKU %1 はオブジェクトである必要があります</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; in SKU %2 (known: %3)</source>
        <translation>SKU %2 に不明なキー &quot;%1&quot; があります（既知のキー: %3）</translation>
    </message>
    <message>
        <source>SKU %1 has no pricePerHour</source>
        <translation>SKU %1 に pricePerHour がありません</translation>
    </message>
    <message>
        <source>SKU %1 has no gpus</source>
        <translation>SKU %1 に gpus がありません</translation>
    </message>
    <message>
        <source>gpuModel must be a string</source>
        <translation>gpuModel は文字列である必要があります</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be an object of name: SKU</source>
        <translation>&quot;%1&quot; は 名前: SKU 形式のオブジェクトである必要があります</translation>
    </message>
    <message>
        <source>%1 must map to an SKU name</source>
        <translation>%1 は SKU 名に対応付ける必要があります</translation>
    </message>
    <message>
        <source>%1 maps to SKU %2, which has no price</source>
        <translation>%1 は SKU %2 に対応付けられていますが、その SKU には価格がありません</translation>
    </message>
    <message>
        <source>a price file is a JSON object</source>
        <translation>価格ファイルは JSON オブジェクトです</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; (known: %2)</source>
        <translation>不明なキー &quot;%1&quot;（既知のキー: %2）</translation>
    </message>
    <message>
        <source>replaceDefaults must be true or false</source>
        <translation>replaceDefaults は true または false である必要があります</translation>
    </message>
    <message>
        <source>currency must be a currency code such as &quot;USD&quot;</source>
        <translation>currency は &quot;USD&quot; のような通貨コードである必要があります</translation>
    </message>
    <message>
        <source>&quot;skus&quot; must be an object of SKU: price</source>
        <translation>&quot;skus&quot; は SKU: 価格 形式のオブジェクトである必要があります</translation>
    </message>
    <message>
        <source>inhibition on %1</source>
        <translation>%1 の抑制</translation>
    </message>
    <message>
        <source>time interval %1 on %2</source>
        <translation>%2 の時間間隔 %1</translation>
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
        <translation>%3 の %1 %2</translation>
    </message>
    <message>
        <source>The dashboard is not valid JSON (%1 at offset %2).</source>
        <translation>ダッシュボードが有効な JSON ではありません(オフセット %2 で %1)。</translation>
    </message>
    <message>
        <source>The dashboard must be a JSON object.</source>
        <translation>ダッシュボードは JSON オブジェクトである必要があります。</translation>
    </message>
    <message>
        <source>The dashboard&apos;s &quot;range&quot; is not a duration such as &quot;6h&quot;.</source>
        <translation>ダッシュボードの &quot;range&quot; が &quot;6h&quot; のような期間ではありません。</translation>
    </message>
    <message>
        <source>The dashboard&apos;s &quot;refresh&quot; must be a duration of at least 1s, such as &quot;15s&quot;.</source>
        <translation>ダッシュボードの &quot;refresh&quot; は &quot;15s&quot; のような 1s 以上の期間である必要があります。</translation>
    </message>
    <message>
        <source>This is a Grafana dashboard; import it with File &gt; Import Grafana Dashboard or fleetscope-cli import-grafana.</source>
        <translation>これは Grafana ダッシュボードです。ファイル &gt; Grafana ダッシュボードをインポート、または fleetscope-cli import-grafana でインポートしてください。</translation>
    </message>
    <message>
        <source>The dashboard has no lanes.</source>
        <translation>ダッシュボードにレーンがありません。</translation>
    </message>
    <message>
        <source>Two lanes share the id &quot;%1&quot;.</source>
        <translation>2 つのレーンが同じ ID &quot;%1&quot; を使用しています。</translation>
    </message>
    <message>
        <source>Lane &quot;%1&quot;: unknown unit &quot;%2&quot;.</source>
        <translation>レーン &quot;%1&quot;: 不明な単位 &quot;%2&quot;。</translation>
    </message>
    <message>
        <source>Lane &quot;%1&quot;: unknown aggregate &quot;%2&quot; (use max, min, avg, sum, p50, p95 or p99).</source>
        <translation>レーン &quot;%1&quot;: 不明な集計 &quot;%2&quot;(max、min、avg、sum、p50、p95、p99 のいずれかを使用してください)。</translation>
    </message>
    <message>
        <source>Lane &quot;%1&quot;: topK must be between 0 and 50.</source>
        <translation>レーン &quot;%1&quot;: topK は 0 から 50 の間である必要があります。</translation>
    </message>
    <message>
        <source>Lane &quot;%1&quot;: a query names no source.</source>
        <translation>レーン &quot;%1&quot;: ソースが指定されていないクエリがあります。</translation>
    </message>
    <message>
        <source>Lane &quot;%1&quot; has no queries.</source>
        <translation>レーン &quot;%1&quot; にクエリがありません。</translation>
    </message>
    <message>
        <source>Two variables share the name &quot;%1&quot;.</source>
        <translation>2 つの変数が同じ名前 &quot;%1&quot; を使用しています。</translation>
    </message>
    <message>
        <source>A variable&apos;s &quot;name&quot; must be letters, digits and &quot;_&quot; (got &quot;%1&quot;).</source>
        <translation>変数の &quot;name&quot; に使用できるのは英字、数字、&quot;_&quot; のみです (指定値: &quot;%1&quot;)。</translation>
    </message>
    <message>
        <source>Variable &quot;%1&quot;: the name is one of the built-ins.</source>
        <translation>変数 &quot;%1&quot;: この名前は組み込み変数の名前です。</translation>
    </message>
    <message>
        <source>Variable &quot;%1&quot;: unknown kind &quot;%2&quot; (use query, custom or constant).</source>
        <translation>変数 &quot;%1&quot;: 不明な種類 &quot;%2&quot; (query、custom、constant のいずれかを使用してください)。</translation>
    </message>
    <message>
        <source>Variable &quot;%1&quot;: a query variable names no source.</source>
        <translation>変数 &quot;%1&quot;: クエリ変数にソースが指定されていません。</translation>
    </message>
    <message>
        <source>Variable &quot;%1&quot;: the query must be label_values(label) or label_values(selector, label), not &quot;%2&quot;.</source>
        <translation>変数 &quot;%1&quot;: クエリは &quot;%2&quot; ではなく、label_values(label) または label_values(selector, label) である必要があります。</translation>
    </message>
    <message>
        <source>Variable &quot;%1&quot;: the regex is not valid.</source>
        <translation>変数 &quot;%1&quot;: 正規表現が無効です。</translation>
    </message>
    <message>
        <source>Variable &quot;%1&quot; has no options.</source>
        <translation>変数 &quot;%1&quot; に選択肢がありません。</translation>
    </message>
    <message>
        <source>Imported dashboard</source>
        <translation>インポートされたダッシュボード</translation>
    </message>
    <message>
        <source>The dashboard has no panels.</source>
        <translation>ダッシュボードにパネルがありません。</translation>
    </message>
    <message>
        <source>No panel of the dashboard could be converted: %1</source>
        <translation>ダッシュボードのパネルを 1 つも変換できませんでした: %1</translation>
    </message>
    <message>
        <source>Panel %1</source>
        <translation>パネル %1</translation>
    </message>
    <message>
        <source>Panel &quot;%1&quot;: a library panel; its content is not part of the export.</source>
        <translation>パネル &quot;%1&quot;: ライブラリパネルです。その内容はエクスポートに含まれていません。</translation>
    </message>
    <message>
        <source>Panel &quot;%1&quot; (%2): not a time series.</source>
        <translation>パネル &quot;%1&quot; (%2): 時系列ではありません。</translation>
    </message>
    <message>
        <source>no type</source>
        <translation>種類なし</translation>
    </message>
    <message>
        <source>Panel &quot;%1&quot;: the unit &quot;%2&quot; has no FleetScope equivalent; values are shown as plain numbers.</source>
        <translation>パネル &quot;%1&quot;: 単位 &quot;%2&quot; に相当するものが FleetScope にありません。値は単純な数値として表示されます。</translation>
    </message>
    <message>
        <source>Panel &quot;%1&quot;: repeated for each $%2 in Grafana; here one lane shows them all (outliers are labelled).</source>
        <translation>パネル &quot;%1&quot;: Grafana では $%2 ごとに繰り返されます。ここでは 1 つのレーンにすべてを表示します (外れ値にはラベルが付きます)。</translation>
    </message>
    <message>
        <source>Panel &quot;%1&quot;: its transformations are not applied.</source>
        <translation>パネル &quot;%1&quot;: 変換 (transformations) は適用されません。</translation>
    </message>
    <message>
        <source>Panel &quot;%1&quot; has no queries.</source>
        <translation>パネル &quot;%1&quot; にクエリがありません。</translation>
    </message>
    <message>
        <source>Panel &quot;%1&quot;</source>
        <translation>パネル &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Panel &quot;%1&quot;, query %2</source>
        <translation>パネル &quot;%1&quot;、クエリ %2</translation>
    </message>
    <message>
        <source>%1: hidden in Grafana, left out.</source>
        <translation>%1: Grafana で非表示のため、除外しました。</translation>
    </message>
    <message>
        <source>%1: a server-side expression (math, reduce, resample) is not supported.</source>
        <translation>%1: サーバー側の式 (math、reduce、resample) はサポートされていません。</translation>
    </message>
    <message>
        <source>%1: a %2 data source, not Prometheus.</source>
        <translation>%1: Prometheus ではなく %2 データソースです。</translation>
    </message>
    <message>
        <source>%1: no PromQL expression.</source>
        <translation>%1: PromQL 式がありません。</translation>
    </message>
    <message>
        <source>%1: uses %2, which Prometheus does not have.</source>
        <translation>%1: Prometheus にない %2 を使用しています。</translation>
    </message>
    <message>
        <source>%1: refers to %2, which the dashboard does not define (or FleetScope could not convert).</source>
        <translation>%1: ダッシュボードで定義されていない (または FleetScope が変換できなかった) %2 を参照しています。</translation>
    </message>
    <message>
        <source>%1: the variable format %2 is not supported.</source>
        <translation>%1: 変数の形式 %2 はサポートされていません。</translation>
    </message>
    <message>
        <source>Panel &quot;%1&quot;: thresholds in percent of a range without min and max are left out.</source>
        <translation>パネル &quot;%1&quot;: min と max のない範囲に対するパーセント指定のしきい値は除外されます。</translation>
    </message>
    <message>
        <source>The file is larger than %1 MiB; it is not a Grafana dashboard.</source>
        <translation>ファイルが %1 MiB を超えているため、Grafana ダッシュボードではありません。</translation>
    </message>
    <message>
        <source>The file is not valid JSON (%1 at offset %2).</source>
        <translation>ファイルが有効な JSON ではありません (オフセット %2 で %1)。</translation>
    </message>
    <message>
        <source>This is a FleetScope dashboard already; open it with File &gt; Open Dashboard.</source>
        <translation>これは既に FleetScope ダッシュボードです。ファイル &gt; ダッシュボードを開く で開いてください。</translation>
    </message>
    <message>
        <source>This is not a Grafana dashboard: it has neither &quot;panels&quot; nor &quot;rows&quot;.</source>
        <translation>これは Grafana ダッシュボードではありません: &quot;panels&quot; も &quot;rows&quot; もありません。</translation>
    </message>
    <message>
        <source>No source was named for the queries.</source>
        <translation>クエリのソースが指定されていません。</translation>
    </message>
    <message>
        <source>Variable &quot;%1&quot;: the name is not one FleetScope can refer to.</source>
        <translation>変数 &quot;%1&quot;: この名前は FleetScope では参照できません。</translation>
    </message>
    <message>
        <source>Variable $%1: its values come from a %2 data source.</source>
        <translation>変数 $%1: 値の取得元が %2 データソースです。</translation>
    </message>
    <message>
        <source>Variable $%1: its regex %2 is not one FleetScope can read; every value is offered.</source>
        <translation>変数 $%1: 正規表現 %2 は FleetScope で読めないため、すべての値を選択肢にします。</translation>
    </message>
    <message>
        <source>Variable $%1: the query &quot;%2&quot; is not label_values(), and no value was saved with it.</source>
        <translation>変数 $%1: クエリ &quot;%2&quot; は label_values() ではなく、保存された値もありません。</translation>
    </message>
    <message>
        <source>Variable $%1: the query &quot;%2&quot; is not label_values(); it offers the values saved with the dashboard.</source>
        <translation>変数 $%1: クエリ &quot;%2&quot; は label_values() ではありません。ダッシュボードに保存された値を選択肢として提供します。</translation>
    </message>
    <message>
        <source>Variable $%1: a text box in Grafana; here it holds &quot;%2&quot; (edit the dashboard file to change it).</source>
        <translation>変数 $%1: Grafana ではテキストボックスです。ここでは &quot;%2&quot; が設定されています (変更するにはダッシュボードファイルを編集してください)。</translation>
    </message>
    <message>
        <source>Variable $%1: ad hoc filters are not supported.</source>
        <translation>変数 $%1: アドホックフィルターはサポートされていません。</translation>
    </message>
    <message>
        <source>Variable $%1: the type &quot;%2&quot; is not supported.</source>
        <translation>変数 $%1: 種類 &quot;%2&quot; はサポートされていません。</translation>
    </message>
    <message>
        <source>Variable $%1 has no values.</source>
        <translation>変数 $%1 に値がありません。</translation>
    </message>
    <message>
        <source>Variable $%1 is defined twice; the second is left out.</source>
        <translation>変数 $%1 が 2 回定義されています。2 つ目は除外されます。</translation>
    </message>
    <message numerus="yes">
        <source>%n h</source>
        <translation>
            <numerusform>%n 時間</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n min</source>
        <translation>
            <numerusform>%n 分</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 contains a NUL character.</source>
        <translation>%1 に NUL 文字が含まれています。</translation>
    </message>
    <message>
        <source>the timeout must be longer than zero.</source>
        <translation>タイムアウトはゼロより長くする必要があります。</translation>
    </message>
    <message>
        <source>&quot;url&quot; is empty.</source>
        <translation>&quot;url&quot; が空です。</translation>
    </message>
    <message>
        <source>url</source>
        <translation>url</translation>
    </message>
    <message>
        <source>&quot;url&quot; must start with http:// or https:// written out.</source>
        <translation>&quot;url&quot; は http:// または https:// を省略せずに記述して始める必要があります。</translation>
    </message>
    <message>
        <source>&quot;url&quot; names no host.</source>
        <translation>&quot;url&quot; にホストが指定されていません。</translation>
    </message>
    <message>
        <source>&quot;command&quot; names no program.</source>
        <translation>&quot;command&quot; にプログラムが指定されていません。</translation>
    </message>
    <message>
        <source>argv[0]: the program takes no placeholders; name it literally.</source>
        <translation>argv[0]: プログラムにはプレースホルダーを使用できません。名前をそのまま指定してください。</translation>
    </message>
    <message>
        <source>argv[0] contains a NUL character.</source>
        <translation>argv[0] に NUL 文字が含まれています。</translation>
    </message>
    <message>
        <source>&quot;workingDir&quot; must be an absolute path.</source>
        <translation>&quot;workingDir&quot; は絶対パスである必要があります。</translation>
    </message>
    <message>
        <source>&quot;workingDir&quot; takes no placeholders.</source>
        <translation>&quot;workingDir&quot; にはプレースホルダーを使用できません。</translation>
    </message>
    <message>
        <source>&quot;azureAutomation&quot; needs &quot;%1&quot;.</source>
        <translation>&quot;azureAutomation&quot; には &quot;%1&quot; が必要です。</translation>
    </message>
    <message>
        <source>a parameter has no name.</source>
        <translation>名前のないパラメーターがあります。</translation>
    </message>
    <message>
        <source>parameter %1</source>
        <translation>パラメーター %1</translation>
    </message>
    <message>
        <source>&quot;secret&quot; or &quot;secretEnv&quot; is set, but no {{secret}} says where the secret goes.</source>
        <translation>&quot;secret&quot; または &quot;secretEnv&quot; が設定されていますが、シークレットの挿入位置を示す {{secret}} がありません。</translation>
    </message>
    <message>
        <source>Azure Automation runbook %1 (job %2)</source>
        <translation>Azure Automation ランブック %1 (ジョブ %2)</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>Open this address in the web browser:</source>
        <translation>次のアドレスを Web ブラウザーで開きます:</translation>
    </message>
    <message>
        <source>Run this program directly, without a shell, stopping it after %1:</source>
        <translation>次のプログラムをシェルを介さずに直接実行し、%1 後に停止します:</translation>
    </message>
    <message>
        <source>  in FleetScope&apos;s working directory</source>
        <translation>  FleetScope の作業ディレクトリで</translation>
    </message>
    <message>
        <source>  in the directory %1</source>
        <translation>  ディレクトリ %1 で</translation>
    </message>
    <message>
        <source>As a shell would write it (for reading only; no shell runs it):</source>
        <translation>シェルで記述した場合 (表示専用。シェルでは実行されません):</translation>
    </message>
    <message>
        <source>Start the Azure Automation runbook %1 with the sign-in of the source &quot;%2&quot;:</source>
        <translation>ソース &quot;%2&quot; のサインインを使用して Azure Automation ランブック %1 を開始します:</translation>
    </message>
    <message>
        <source>  Authorization: Bearer (a token of the source&apos;s sign-in)</source>
        <translation>  Authorization: Bearer (ソースのサインインのトークン)</translation>
    </message>
    <message>
        <source>Then poll GET %1 until the job ends (stopping it after %2), and read GET %3.</source>
        <translation>次に、ジョブが終了するまで GET %1 をポーリングし (%2 後に停止)、GET %3 を読み取ります。</translation>
    </message>
    <message>
        <source>This runbook comes from %1, a file FleetScope did not get from you.</source>
        <translation>このランブックは %1 から読み込まれています。これは FleetScope があなたから受け取ったファイルではありません。</translation>
    </message>
    <message>
        <source>Send this HTTP request, waiting at most %1 for the answer:</source>
        <translation>次の HTTP リクエストを送信し、応答を最大 %1 待ちます:</translation>
    </message>
    <message>
        <source>Send this HTTP request (action %1), waiting at most %2 for the answer:</source>
        <translation>次の HTTP リクエスト (アクション %1) を送信し、応答を最大 %2 待ちます:</translation>
    </message>
    <message>
        <source>the OS keychain (entry &quot;%1&quot;)</source>
        <translation>OS のキーチェーン (エントリ &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>the environment variable %1, or else the OS keychain (entry &quot;%2&quot;)</source>
        <translation>環境変数 %1、それがなければ OS のキーチェーン (エントリ &quot;%2&quot;)</translation>
    </message>
    <message>
        <source>%1 is the secret address, read from %2 when it is sent; it is never shown or logged.</source>
        <translation>%1 はシークレットのアドレスで、送信時に %2 から読み取られます。表示やログへの記録は一切されません。</translation>
    </message>
    <message>
        <source>%1 stands for the secret, read from %2 when it is sent; it is never shown or logged.</source>
        <translation>%1 はシークレットを表し、送信時に %2 から読み取られます。表示やログへの記録は一切されません。</translation>
    </message>
    <message>
        <source>Redirects are not followed.</source>
        <translation>リダイレクトには従いません。</translation>
    </message>
    <message>
        <source>Runbook link of the rule</source>
        <translation>ルールのランブックリンク</translation>
    </message>
    <message>
        <source>the runbook_url annotation of %1</source>
        <translation>%1 の runbook_url 注釈</translation>
    </message>
    <message>
        <source>%1: runbook %2: already defined at %3; that one is used.</source>
        <translation>%1: ランブック %2: %3 で既に定義されています。そちらが使用されます。</translation>
    </message>
    <message>
        <source>%1: unknown placeholder %2; use {{labels.NAME}}, {{annotations.NAME}}, {{alertname}}, {{startsAt}}, {{value}}, {{tier}}, {{fingerprint}}, {{target}}, {{summary}}, {{severity}} or {{color}}.</source>
        <translation>%1: 不明なプレースホルダー %2 です。{{labels.NAME}}、{{annotations.NAME}}、{{alertname}}、{{startsAt}}、{{value}}、{{tier}}、{{fingerprint}}、{{target}}、{{summary}}、{{severity}}、{{color}} のいずれかを使用してください。</translation>
    </message>
    <message>
        <source>%1: %2 belongs to webhooks only.</source>
        <translation>%1: %2 は Webhook でのみ使用できます。</translation>
    </message>
    <message>
        <source>%1: %2 stands only inside an object with &quot;$each&quot;.</source>
        <translation>%1: %2 は &quot;$each&quot; を持つオブジェクトの中でのみ使用できます。</translation>
    </message>
    <message>
        <source>%1: %2 stands for a whole JSON object and must be the whole value, alone in its string.</source>
        <translation>%1: %2 は JSON オブジェクト全体を表すため、文字列内に単独で記述し、値全体とする必要があります。</translation>
    </message>
    <message>
        <source>%1: %2 belongs to webhook bodies only; name one value, such as {{labels.namespace}}.</source>
        <translation>%1: %2 は Webhook の本文でのみ使用できます。{{labels.namespace}} のように値を 1 つ指定してください。</translation>
    </message>
    <message>
        <source>%1: the alert has no label &quot;%2&quot; (for %3).</source>
        <translation>%1: アラートにラベル &quot;%2&quot; がありません (%3 用)。</translation>
    </message>
    <message>
        <source>%1: the alert has no annotation &quot;%2&quot; (for %3).</source>
        <translation>%1: アラートに注釈 &quot;%2&quot; がありません (%3 用)。</translation>
    </message>
    <message>
        <source>%1: the alert has no name (for %2).</source>
        <translation>%1: アラートに名前がありません (%2 用)。</translation>
    </message>
    <message>
        <source>%1: the alert has no start time (for %2).</source>
        <translation>%1: アラートに開始時刻がありません (%2 用)。</translation>
    </message>
    <message>
        <source>%1: the alert has no value (for %2).</source>
        <translation>%1: アラートに値がありません (%2 用)。</translation>
    </message>
    <message>
        <source>%1: the alert has no tier (for %2).</source>
        <translation>%1: アラートにティアがありません (%2 用)。</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%2 の %1</translation>
    </message>
    <message>
        <source>%1: no action was chosen (for %2).</source>
        <translation>%1: アクションが選択されていません (%2 用)。</translation>
    </message>
    <message>
        <source>%1: the item has no %2.</source>
        <translation>%1: 項目に %2 がありません。</translation>
    </message>
    <message>
        <source>%1: &quot;{{&quot; is not closed by &quot;}}&quot; in %2.</source>
        <translation>%1: %2 で &quot;{{&quot; が &quot;}}&quot; で閉じられていません。</translation>
    </message>
    <message>
        <source>%1: the value of %2 contains a NUL character, which is refused.</source>
        <translation>%1: %2 の値に NUL 文字が含まれているため、拒否されました。</translation>
    </message>
    <message>
        <source>&quot;url&quot; takes no placeholder in its host; put values in the path or the query.</source>
        <translation>&quot;url&quot; のホストにはプレースホルダーを使用できません。値はパスまたはクエリに入れてください。</translation>
    </message>
    <message>
        <source>%1 contains a NUL character, which is refused.</source>
        <translation>%1 に NUL 文字が含まれているため、拒否されました。</translation>
    </message>
    <message>
        <source>%1 is not an http or https address; a runbook opens web pages only.</source>
        <translation>%1 は http または https のアドレスではありません。ランブックが開けるのは Web ページのみです。</translation>
    </message>
    <message>
        <source>The runbook names no program to run.</source>
        <translation>ランブックに実行するプログラムが指定されていません。</translation>
    </message>
    <message>
        <source>argv[0]: the program takes no placeholders; name it literally (%1).</source>
        <translation>argv[0]: プログラムにはプレースホルダーを使用できません。名前をそのまま指定してください (%1)。</translation>
    </message>
    <message>
        <source>The command contains a NUL character, which is refused.</source>
        <translation>コマンドに NUL 文字が含まれているため、拒否されました。</translation>
    </message>
    <message>
        <source>%1 would be %2, which starts with &quot;-&quot;: %3 could read it as an option. Only the runbook itself may write options; put the value after a literal prefix such as --name=.</source>
        <translation>%1 は %2 になり、&quot;-&quot; で始まるため、%3 がオプションとして解釈する可能性があります。オプションを記述できるのはランブック自体のみです。値は --name= のような固定のプレフィックスの後に置いてください。</translation>
    </message>
    <message>
        <source>%1 must name something, not %2.</source>
        <translation>%1 には %2 ではなく、何かを指定する必要があります。</translation>
    </message>
    <message>
        <source>The runbook names no azure-monitor source.</source>
        <translation>ランブックに azure-monitor ソースが指定されていません。</translation>
    </message>
    <message>
        <source>The runbook runs through the Azure source &quot;%1&quot;, which is not an azure-monitor source of the sources file.</source>
        <translation>ランブックは Azure ソース &quot;%1&quot; を介して実行されますが、これはソースファイルの azure-monitor ソースではありません。</translation>
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
        <translation>ランブックに Azure Automation ランブックが指定されていません。</translation>
    </message>
    <message>
        <source>runOn</source>
        <translation>runOn</translation>
    </message>
    <message>
        <source>The Automation job address is not valid: %1</source>
        <translation>Automation ジョブのアドレスが無効です: %1</translation>
    </message>
    <message>
        <source>Runbook %1: %2</source>
        <translation>ランブック %1: %2</translation>
    </message>
    <message>
        <source>damaged series block: %1</source>
        <translation>系列ブロックが破損しています: %1</translation>
    </message>
    <message>
        <source>the time grid is not strictly increasing</source>
        <translation>時間グリッドが厳密に増加していません</translation>
    </message>
    <message>
        <source>a series does not match the time grid (%1 values for %2 grid points)</source>
        <translation>系列が時間グリッドと一致しません (グリッド点 %2 個に対して値が %1 個)</translation>
    </message>
    <message>
        <source>%1 series over %2 grid points are too large for one block; split them</source>
        <translation>%2 個のグリッド点にわたる %1 個の系列は 1 つのブロックには大きすぎます。分割してください</translation>
    </message>
    <message>
        <source>compression failed: %1</source>
        <translation>圧縮に失敗しました: %1</translation>
    </message>
    <message>
        <source>not a FleetScope series block</source>
        <translation>FleetScope の系列ブロックではありません</translation>
    </message>
    <message>
        <source>unknown block version %1</source>
        <translation>不明なブロックバージョン %1</translation>
    </message>
    <message>
        <source>checksum mismatch</source>
        <translation>チェックサムが一致しません</translation>
    </message>
    <message>
        <source>declared size %1 does not fit the block</source>
        <translation>宣言されたサイズ %1 がブロックに合いません</translation>
    </message>
    <message>
        <source>compressed frame does not match its size</source>
        <translation>圧縮フレームがそのサイズと一致しません</translation>
    </message>
    <message>
        <source>cannot decompress (%1)</source>
        <translation>展開できません (%1)</translation>
    </message>
    <message>
        <source>bad %1</source>
        <translation>不正な %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>HTTP %1 from %2, but with an empty answer instead of the one that means delivered.</source>
        <translation>%2 から HTTP %1 が返されましたが、配信済みを示す応答ではなく空の応答でした。</translation>
    </message>
    <message>
        <source>HTTP %1 from %2, but not delivered: %3</source>
        <translation>%2 から HTTP %1 が返されましたが、配信されませんでした: %3</translation>
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
        <translation>配信済み: %2 から HTTP %1。</translation>
    </message>
    <message>
        <source>Delivered: HTTP %1 from %2: %3</source>
        <translation>配信済み: %2 から HTTP %1: %3</translation>
    </message>
    <message>
        <source>HTTP %1 from %2: it redirects to %3, which is not followed; a webhook goes only where the confirmation said. Put the new address in the runbook registry if it is right.</source>
        <translation>%2 から HTTP %1: %3 へリダイレクトされましたが、従いません。Webhook は確認画面に示された宛先にのみ送信されます。新しいアドレスが正しい場合は、ランブックレジストリに記載してください。</translation>
    </message>
    <message>
        <source>an unnamed address</source>
        <translation>未指定のアドレス</translation>
    </message>
    <message>
        <source>too many requests; the service is throttling</source>
        <translation>リクエストが多すぎます。サービスが流量を制限しています</translation>
    </message>
    <message>
        <source>the service is unavailable</source>
        <translation>サービスを利用できません</translation>
    </message>
    <message>
        <source>%1, it asks to wait %2 s</source>
        <translation>%1。%2 秒待つよう求めています</translation>
    </message>
    <message>
        <source>refused; check the secret (routing key, token or address)</source>
        <translation>拒否されました。シークレット (ルーティングキー、トークン、またはアドレス) を確認してください</translation>
    </message>
    <message>
        <source>refused (%1); check the secret (routing key, token or address)</source>
        <translation>拒否されました (%1)。シークレット (ルーティングキー、トークン、またはアドレス) を確認してください</translation>
    </message>
    <message>
        <source>no such webhook; the address may be wrong or deleted</source>
        <translation>該当する Webhook がありません。アドレスが間違っているか、削除された可能性があります</translation>
    </message>
    <message>
        <source>no such webhook (%1); the address may be wrong or deleted</source>
        <translation>該当する Webhook がありません (%1)。アドレスが間違っているか、削除された可能性があります</translation>
    </message>
    <message>
        <source>no explanation in the answer</source>
        <translation>応答に説明がありません</translation>
    </message>
    <message>
        <source>Not delivered: HTTP %1 from %2: %3</source>
        <translation>未配信: %2 から HTTP %1: %3</translation>
    </message>
    <message>
        <source>%1: the body is nested more than %2 levels deep.</source>
        <translation>%1: 本文の入れ子が %2 階層を超えています。</translation>
    </message>
    <message>
        <source>%1: %2 is not a JSON number.</source>
        <translation>%1: %2 は JSON の数値ではありません。</translation>
    </message>
    <message>
        <source>%1: &quot;$each&quot; belongs in an object inside a list.</source>
        <translation>%1: &quot;$each&quot; はリスト内のオブジェクトに記述する必要があります。</translation>
    </message>
    <message>
        <source>%1: &quot;$each&quot; names one of %2.</source>
        <translation>%1: &quot;$each&quot; には %2 のいずれかを指定します。</translation>
    </message>
    <message>
        <source>%1: &quot;$each&quot; cannot stand inside another &quot;$each&quot;.</source>
        <translation>%1: &quot;$each&quot; を別の &quot;$each&quot; の中に記述することはできません。</translation>
    </message>
    <message>
        <source>%1: a key takes no placeholders.</source>
        <translation>%1: キーにはプレースホルダーを使用できません。</translation>
    </message>
    <message>
        <source>%1: the key is written twice.</source>
        <translation>%1: キーが 2 回記述されています。</translation>
    </message>
    <message>
        <source>%1 is not an http or https address.</source>
        <translation>%1 は http または https のアドレスではありません。</translation>
    </message>
    <message>
        <source>header %1</source>
        <translation>ヘッダー %1</translation>
    </message>
    <message>
        <source>header %1: the value %2 holds a line break, which is refused.</source>
        <translation>ヘッダー %1: 値 %2 に改行が含まれているため、拒否されました。</translation>
    </message>
    <message>
        <source>&quot;webhook.url&quot; is empty.</source>
        <translation>&quot;webhook.url&quot; が空です。</translation>
    </message>
    <message>
        <source>&quot;webhook.url&quot; must start with http:// or https:// written out, or be &quot;{{secret}}&quot; when the whole address is the secret.</source>
        <translation>&quot;webhook.url&quot; は http:// または https:// を省略せずに記述して始めるか、アドレス全体がシークレットの場合は &quot;{{secret}}&quot; とする必要があります。</translation>
    </message>
    <message>
        <source>&quot;webhook.url&quot; names no host.</source>
        <translation>&quot;webhook.url&quot; にホストが指定されていません。</translation>
    </message>
    <message>
        <source>&quot;webhook.method&quot; is POST, PUT or PATCH, not %1.</source>
        <translation>&quot;webhook.method&quot; は %1 ではなく、POST、PUT、PATCH のいずれかである必要があります。</translation>
    </message>
    <message>
        <source>header %1: not a valid header name.</source>
        <translation>ヘッダー %1: 有効なヘッダー名ではありません。</translation>
    </message>
    <message>
        <source>header %1: set by FleetScope itself.</source>
        <translation>ヘッダー %1: FleetScope 自身が設定します。</translation>
    </message>
    <message>
        <source>header %1: the value holds a line break.</source>
        <translation>ヘッダー %1: 値に改行が含まれています。</translation>
    </message>
    <message>
        <source>&quot;webhook&quot; needs a &quot;body&quot; or &quot;actions&quot;.</source>
        <translation>&quot;webhook&quot; には &quot;body&quot; または &quot;actions&quot; が必要です。</translation>
    </message>
    <message>
        <source>&quot;webhook.successBody&quot; is not a valid regular expression: %1</source>
        <translation>&quot;webhook.successBody&quot; は有効な正規表現ではありません: %1</translation>
    </message>
    <message>
        <source>choose one of its actions: %1.</source>
        <translation>アクションを 1 つ選択してください: %1。</translation>
    </message>
    <message>
        <source>it has no action &quot;%1&quot;; it has %2.</source>
        <translation>アクション &quot;%1&quot; はありません。あるのは %2 です。</translation>
    </message>
    <message>
        <source>the webhook has no body.</source>
        <translation>Webhook に本文がありません。</translation>
    </message>
    <message>
        <source>Graphics engine exception: usually the program accessed memory it must not</source>
        <translation>グラフィックスエンジン例外: 多くはプログラムが許されないメモリにアクセスした</translation>
    </message>
    <message>
        <source>Check the application (run it under compute-sanitizer). If other programs on this GPU see it too, run the DCGM diagnostics.</source>
        <translation>アプリケーションを確認してください（compute-sanitizer で実行）。この GPU の他のプログラムでも起きる場合は DCGM 診断を実行してください。</translation>
    </message>
    <message>
        <source>GPU memory page fault: the program used an address it does not own</source>
        <translation>GPU メモリのページフォールト: プログラムが所有しないアドレスを使った</translation>
    </message>
    <message>
        <source>Check the application. Faults from many programs on one GPU point at the driver or the GPU.</source>
        <translation>アプリケーションを確認してください。1 つの GPU で多くのプログラムが失敗する場合はドライバーか GPU が原因です。</translation>
    </message>
    <message>
        <source>GPU stopped the program&apos;s work after the program faulted; the GPU is fine</source>
        <translation>プログラムの障害により GPU がその処理を止めた（GPU は正常）</translation>
    </message>
    <message>
        <source>Restart the application.</source>
        <translation>アプリケーションを再起動してください。</translation>
    </message>
    <message>
        <source>Work cleaned up after its program ended or after an earlier error</source>
        <translation>プログラム終了後または先行エラー後の処理の後片付け</translation>
    </message>
    <message>
        <source>Nothing on its own: look for the Xid that came just before it.</source>
        <translation>単独では問題ありません。直前の Xid を確認してください。</translation>
    </message>
    <message>
        <source>Double-bit ECC error: uncorrectable GPU memory error</source>
        <translation>ダブルビット ECC エラー: 訂正できない GPU メモリエラー</translation>
    </message>
    <message>
        <source>Drain the GPU and reset it (the bad memory is remapped at the reset). Replace the GPU if it happens again.</source>
        <translation>GPU をドレインしてリセットしてください（不良メモリはリセット時に再マップされます）。再発する場合は GPU を交換してください。</translation>
    </message>
    <message>
        <source>Internal micro-controller breakpoint or warning</source>
        <translation>内部マイクロコントローラーのブレークポイントまたは警告</translation>
    </message>
    <message>
        <source>Reset the GPU when convenient. If it repeats, collect nvidia-bug-report.sh for NVIDIA support.</source>
        <translation>都合のよいときに GPU をリセットしてください。再発する場合は NVIDIA サポート向けに nvidia-bug-report.sh を採取してください。</translation>
    </message>
    <message>
        <source>Internal micro-controller halted</source>
        <translation>内部マイクロコントローラーが停止した</translation>
    </message>
    <message>
        <source>Drain the GPU and reset it.</source>
        <translation>GPU をドレインしてリセットしてください。</translation>
    </message>
    <message>
        <source>A memory row was marked for remapping (or a page retired) after an ECC error; it takes effect at the next GPU reset</source>
        <translation>ECC エラー後にメモリ行が再マップ対象になった（またはページが退避された）。次の GPU リセットで有効になる</translation>
    </message>
    <message>
        <source>Reset the GPU at its next drain.</source>
        <translation>次のドレイン時に GPU をリセットしてください。</translation>
    </message>
    <message>
        <source>Memory row remapping (or page retirement) failed after an ECC error</source>
        <translation>ECC エラー後のメモリ行の再マップ（またはページ退避）に失敗した</translation>
    </message>
    <message>
        <source>Drain the GPU and reset it. If remapping fails again, replace the GPU.</source>
        <translation>GPU をドレインしてリセットしてください。再マップが再び失敗する場合は GPU を交換してください。</translation>
    </message>
    <message>
        <source>NVLink error</source>
        <translation>NVLink エラー</translation>
    </message>
    <message>
        <source>Drain and reset the GPUs on that link; check the NVLink error counters and the bridge or switch.</source>
        <translation>そのリンクの GPU をドレインしてリセットし、NVLink のエラーカウンターとブリッジまたはスイッチを確認してください。</translation>
    </message>
    <message>
        <source>GPU has fallen off the bus: the host can no longer reach it</source>
        <translation>GPU がバスから外れた: ホストから到達できない</translation>
    </message>
    <message>
        <source>Drain the node and reboot it; check power, cooling and seating. Replace the GPU if it happens again.</source>
        <translation>ノードをドレインして再起動し、電源・冷却・装着を確認してください。再発する場合は GPU を交換してください。</translation>
    </message>
    <message>
        <source>High rate of corrected (single-bit) ECC errors</source>
        <translation>訂正済み（シングルビット）ECC エラーの発生率が高い</translation>
    </message>
    <message>
        <source>Reset the GPU when convenient and watch for row remapping (Xid 63/64).</source>
        <translation>都合のよいときに GPU をリセットし、行の再マップ（Xid 63/64）に注意してください。</translation>
    </message>
    <message>
        <source>Contained uncorrectable ECC error: only the program using that memory was stopped</source>
        <translation>封じ込められた訂正不能 ECC エラー: そのメモリを使うプログラムだけが停止した</translation>
    </message>
    <message>
        <source>Restart the stopped program; reset the GPU at its next drain so the row is remapped.</source>
        <translation>停止したプログラムを再起動し、行が再マップされるよう次のドレイン時に GPU をリセットしてください。</translation>
    </message>
    <message>
        <source>Uncontained uncorrectable ECC error: every program on the GPU is affected</source>
        <translation>封じ込められない訂正不能 ECC エラー: GPU 上のすべてのプログラムに影響</translation>
    </message>
    <message>
        <source>GPU firmware (GSP) did not answer in time</source>
        <translation>GPU ファームウェア（GSP）が時間内に応答しなかった</translation>
    </message>
    <message>
        <source>Drain the GPU and reset it. If it repeats, update the driver.</source>
        <translation>GPU をドレインしてリセットしてください。再発する場合はドライバーを更新してください。</translation>
    </message>
    <message>
        <source>GPU firmware (GSP) error</source>
        <translation>GPU ファームウェア（GSP）のエラー</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>アイドル</translation>
    </message>
    <message>
        <source>application clock setting</source>
        <translation>アプリケーションクロック設定</translation>
    </message>
    <message>
        <source>SW power cap</source>
        <translation>SW 電力上限</translation>
    </message>
    <message>
        <source>HW slowdown</source>
        <translation>HW 減速</translation>
    </message>
    <message>
        <source>sync boost</source>
        <translation>同期ブースト</translation>
    </message>
    <message>
        <source>SW thermal slowdown</source>
        <translation>SW 温度減速</translation>
    </message>
    <message>
        <source>HW thermal slowdown</source>
        <translation>HW 温度減速</translation>
    </message>
    <message>
        <source>HW power brake</source>
        <translation>HW パワーブレーキ</translation>
    </message>
    <message>
        <source>display clock setting</source>
        <translation>ディスプレイクロック設定</translation>
    </message>
    <message>
        <source>Xid %1 (not in FleetScope&apos;s table)</source>
        <translation>Xid %1（FleetScope の表にない）</translation>
    </message>
    <message>
        <source>Look the code up in NVIDIA&apos;s Xid catalog.</source>
        <translation>NVIDIA の Xid カタログでコードを調べてください。</translation>
    </message>
    <message>
        <source>unknown reason 0x%1</source>
        <translation>不明な理由 0x%1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (assumed: the source&apos;s metrics are unknown)</source>
        <translation>%1 (仮定: ソースのメトリックは不明)</translation>
    </message>
    <message>
        <source>no way to get %1: %2</source>
        <translation>%1 を取得する方法がありません: %2</translation>
    </message>
    <message>
        <source>the source has no %1</source>
        <translation>ソースに %1 がありません</translation>
    </message>
    <message>
        <source>the source has no %1 (it has %2)</source>
        <translation>ソースに %1 がありません (あるのは %2)</translation>
    </message>
    <message>
        <source>fix: use %1</source>
        <translation>修正: %1 を使用</translation>
    </message>
    <message>
        <source>as written</source>
        <translation>記述どおり</translation>
    </message>
    <message>
        <source>%1 is not a quantity FleetScope knows</source>
        <translation>%1 は FleetScope の既知の指標ではありません</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>GPU memory used</source>
        <translation>GPU メモリ使用量</translation>
    </message>
    <message>
        <source>memory used of used + free + reserved</source>
        <translation>使用 + 空き + 予約に対するメモリ使用量</translation>
    </message>
    <message>
        <source>memory used of used + free (without FB_RESERVED)</source>
        <translation>使用 + 空きに対するメモリ使用量 (FB_RESERVED なし)</translation>
    </message>
    <message>
        <source>GPU busy</source>
        <translation>GPU 稼働率</translation>
    </message>
    <message>
        <source>GPU utilisation</source>
        <translation>GPU 使用率</translation>
    </message>
    <message>
        <source>graphics engine active (per MIG instance where partitioned)</source>
        <translation>グラフィックスエンジンのアクティブ率 (分割時は MIG インスタンスごと)</translation>
    </message>
    <message>
        <source>GPU utilisation (whole GPU, MIG)</source>
        <translation>GPU 使用率 (GPU 全体、MIG)</translation>
    </message>
    <message>
        <source>Mean inference latency</source>
        <translation>平均推論レイテンシ</translation>
    </message>
    <message>
        <source>P95 inference latency</source>
        <translation>P95 推論レイテンシ</translation>
    </message>
    <message>
        <source>inference request histogram</source>
        <translation>推論リクエストのヒストグラム</translation>
    </message>
    <message>
        <source>vLLM end-to-end latency</source>
        <translation>vLLM のエンドツーエンドレイテンシ</translation>
    </message>
    <message>
        <source>TGI request duration</source>
        <translation>TGI のリクエスト処理時間</translation>
    </message>
    <message>
        <source>Triton request latency summary</source>
        <translation>Triton のリクエストレイテンシのサマリー</translation>
    </message>
    <message>
        <source>Triton request duration counters (a mean, not a P95)</source>
        <translation>Triton のリクエスト処理時間カウンター (P95 ではなく平均)</translation>
    </message>
    <message>
        <source>OpenTelemetry HTTP server duration</source>
        <translation>OpenTelemetry の HTTP サーバー処理時間</translation>
    </message>
    <message>
        <source>OpenTelemetry HTTP server duration (ms)</source>
        <translation>OpenTelemetry の HTTP サーバー処理時間 (ms)</translation>
    </message>
    <message>
        <source>OpenTelemetry HTTP server duration (ms, no unit suffix)</source>
        <translation>OpenTelemetry の HTTP サーバー処理時間 (ms、単位サフィックスなし)</translation>
    </message>
    <message>
        <source>Ray Serve processing latency (ms)</source>
        <translation>Ray Serve の処理レイテンシ (ms)</translation>
    </message>
    <message>
        <source>latency histogram (seconds)</source>
        <translation>レイテンシのヒストグラム (秒)</translation>
    </message>
    <message>
        <source>latency histogram (milliseconds)</source>
        <translation>レイテンシのヒストグラム (ミリ秒)</translation>
    </message>
    <message>
        <source>P95 time to first token</source>
        <translation>P95 最初のトークンまでの時間</translation>
    </message>
    <message>
        <source>vLLM time to first token</source>
        <translation>vLLM の最初のトークンまでの時間</translation>
    </message>
    <message>
        <source>Triton first response (ms)</source>
        <translation>Triton の最初の応答までの時間 (ms)</translation>
    </message>
    <message>
        <source>Inference pods available</source>
        <translation>利用可能な推論ポッド</translation>
    </message>
    <message>
        <source>kube-state-metrics available replicas</source>
        <translation>kube-state-metrics の利用可能なレプリカ</translation>
    </message>
    <message>
        <source>kube-state-metrics replicas (not only available ones)</source>
        <translation>kube-state-metrics のレプリカ (利用可能なものに限らない)</translation>
    </message>
    <message>
        <source>Inference pods</source>
        <translation>推論ポッド</translation>
    </message>
    <message>
        <source>pods the inference server reports from</source>
        <translation>推論サーバーがメトリックを報告しているポッド</translation>
    </message>
    <message>
        <source>Inference pods reporting</source>
        <translation>報告中の推論ポッド</translation>
    </message>
    <message>
        <source>GPU clock event reasons</source>
        <translation>GPU クロックイベントの理由</translation>
    </message>
    <message>
        <source>clock event reasons</source>
        <translation>クロックイベントの理由</translation>
    </message>
    <message>
        <source>clock throttle reasons (older exporters)</source>
        <translation>クロックスロットリングの理由 (古いエクスポーター)</translation>
    </message>
    <message>
        <source>%1: the source has no %2</source>
        <translation>%1: ソースに %2 がありません</translation>
    </message>
    <message>
        <source>%1: the series have no %2 label</source>
        <translation>%1: 系列に %2 ラベルがありません</translation>
    </message>
    <message>
        <source>%1: not used where the series have a %2 label</source>
        <translation>%1: 系列に %2 ラベルがある場合は使用しません</translation>
    </message>
    <message>
        <source>No way to get %1 from %2: %3</source>
        <translation>%2 から %1 を取得する方法がありません: %3</translation>
    </message>
    <message>
        <source>No series for %1 on %2.</source>
        <translation>%2 に %1 の系列がありません。</translation>
    </message>
    <message>
        <source>No series for %1 on %2 (the source has %3).</source>
        <translation>%2 に %1 の系列がありません (ソースにあるのは %3)。</translation>
    </message>
    <message>
        <source>Mean inference latency by phase</source>
        <translation>フェーズ別の平均推論レイテンシ</translation>
    </message>
    <message>
        <source>the Application Insights metrics of its workspace are not known (is &quot;workspace&quot; set for the source?)</source>
        <translation>ワークスペースの Application Insights メトリックが不明です (ソースに &quot;workspace&quot; が設定されていますか?)</translation>
    </message>
    <message>
        <source>its workspace could not be asked: %1</source>
        <translation>ワークスペースに問い合わせできませんでした: %1</translation>
    </message>
    <message>
        <source>workspace %1 has no Application Insights custom metrics in the last day (neither AppMetrics nor customMetrics)</source>
        <translation>ワークスペース %1 には過去 1 日に Application Insights のカスタムメトリックがありません (AppMetrics も customMetrics もありません)</translation>
    </message>
    <message>
        <source>%1 in workspace %2 has no latency metric (a name ending in _ms, _milliseconds or _seconds that says latency, duration or a phase); it has %3</source>
        <translation>ワークスペース %2 の %1 にはレイテンシのメトリック (_ms、_milliseconds、_seconds で終わり、latency、duration またはフェーズを示す名前) がありません。あるのは %3 です</translation>
    </message>
    <message>
        <source>no metrics</source>
        <translation>メトリックなし</translation>
    </message>
    <message>
        <source>Application Insights mean per phase</source>
        <translation>Application Insights のフェーズ別平均</translation>
    </message>
    <message>
        <source>Application Insights mean</source>
        <translation>Application Insights の平均</translation>
    </message>
    <message>
        <source>%1 (MIG instance %2)</source>
        <translation>%1 (MIG インスタンス %2)</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 時間</translation>
    </message>
    <message numerus="yes">
        <source>GPU %1 is shared by %n pods (time-slicing): its cost is split between them, not counted %n times.</source>
        <translation>
            <numerusform>GPU %1 は %n 個の Pod で共有されています (タイムスライス)。コストは %n 回数えず、Pod 間で分割します。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more GPU(s) are shared by several pods; the cost of each is split between them.</source>
        <translation>
            <numerusform>ほかに %n 台の GPU が複数の Pod で共有されています。それぞれのコストは Pod 間で分割します。</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU %1 reported pod %2 for %3 after the pod ended: those GPU-hours are shown as %4.</source>
        <translation>GPU %1 は Pod %2 の終了後も %3 の間その Pod を報告していました。その GPU 時間は %4 として表示します。</translation>
    </message>
    <message>
        <source>GPU %1 reported pod %2 for %3 after the pod ended; grouped by a pod label, those GPU-hours show as %4.</source>
        <translation>GPU %1 は Pod %2 の終了後も %3 の間その Pod を報告していました。Pod のラベルでグループ化すると、その GPU 時間は %4 として表示されます。</translation>
    </message>
    <message numerus="yes">
        <source>%n more GPU(s) reported pods that had ended; those GPU-hours are counted the same way.</source>
        <translation>
            <numerusform>ほかに %n 台の GPU が終了済みの Pod を報告していました。その GPU 時間も同様に数えます。</numerusform>
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
        <translation>GPU %1 は %2 個のポッドで共有されています (タイムスライス): その系列はデバイスの値をポッドごとに繰り返しており、%2 個の GPU ではありません。</translation>
    </message>
    <message numerus="yes">
        <source>%n more shared GPU(s).</source>
        <translation>
            <numerusform>ほかに共有 GPU が %n 個。</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU %1/%2 went on naming pod %3 for %4 min after kube-state-metrics stopped listing it (dcgm-exporter keeps pod labels): those values are not the pod&apos;s.</source>
        <translation>GPU %1/%2 は kube-state-metrics がポッド %3 を一覧から外した後も %4 分間そのポッド名を報告し続けました (dcgm-exporter はポッドのラベルを保持します)。その間の値はポッドのものではありません。</translation>
    </message>
    <message numerus="yes">
        <source>%n more GPU(s) with an ended pod&apos;s label.</source>
        <translation>
            <numerusform>終了したポッドのラベルを持つ GPU がほかに %n 個。</numerusform>
        </translation>
    </message>
    <message>
        <source>The saved Explain result has no readable window or baseline.</source>
        <translation>保存された説明の結果に、読み取れる時間帯またはベースラインがありません。</translation>
    </message>
    <message>
        <source>The dashboard&apos;s &quot;serverAggregatesAbove&quot; must be a number of series, such as 2000 (0 turns server-side aggregates off).</source>
        <translation>ダッシュボードの &quot;serverAggregatesAbove&quot; は 2000 のような系列数にしてください (0 でサーバー側集計をオフ)。</translation>
    </message>
    <message>
        <source>Lane &quot;%1&quot;: &quot;serverAggregatesAbove&quot; must be a number of series, such as 2000 (0 turns server-side aggregates off).</source>
        <translation>レーン &quot;%1&quot;: &quot;serverAggregatesAbove&quot; は 2000 のような系列数にしてください (0 でサーバー側集計をオフ)。</translation>
    </message>
    <message>
        <source>acknowledged</source>
        <translation>確認済み</translation>
    </message>
    <message>
        <source>silenced</source>
        <translation>サイレンス</translation>
    </message>
    <message>
        <source>unsilenced</source>
        <translation>サイレンス解除</translation>
    </message>
    <message>
        <source>silence refused</source>
        <translation>サイレンス拒否</translation>
    </message>
    <message>
        <source>runbook started</source>
        <translation>ランブック開始</translation>
    </message>
    <message>
        <source>runbook ended</source>
        <translation>ランブック終了</translation>
    </message>
    <message>
        <source>runbook dry run</source>
        <translation>ランブックのドライラン</translation>
    </message>
    <message>
        <source>runbook registry loaded</source>
        <translation>ランブックレジストリ読み込み</translation>
    </message>
    <message>
        <source>alert rules loaded</source>
        <translation>アラートルール読み込み</translation>
    </message>
    <message>
        <source>tier map changed</source>
        <translation>ティアマップ変更</translation>
    </message>
    <message>
        <source>no data</source>
        <translation>データなし</translation>
    </message>
    <message>
        <source>%1 %2 (range %3 – %4)</source>
        <translation>%1 %2（範囲 %3 – %4）</translation>
    </message>
    <message>
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
    <message>
        <source>%1 no data</source>
        <translation>%1 データなし</translation>
    </message>
    <message>
        <source>%1, ×%2</source>
        <translation>%1、×%2</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>該当なし</translation>
    </message>
    <message>
        <source>A %1 · B %2 · Δ %3 in %4</source>
        <translation>A %1 · B %2 · Δ %3（経過 %4）</translation>
    </message>
    <message>
        <source>%1%2 %3</source>
        <translation>%1%2 %3</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>保留中</translation>
    </message>
    <message>
        <source>firing</source>
        <translation>発火中</translation>
    </message>
    <message>
        <source>resolved</source>
        <translation>解決済み</translation>
    </message>
    <message>
        <source>no longer pending</source>
        <translation>保留終了</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>タイムライン</translation>
    </message>
    <message>
        <source>Timeline: %1</source>
        <translation>タイムライン: %1</translation>
    </message>
    <message>
        <source>Nothing happened in this snapshot: no alert, change, action or annotation.</source>
        <translation>このスナップショットでは何も起きていません。アラート、変化、操作、注釈のいずれもありません。</translation>
    </message>
    <message>
        <source>Times in %1.</source>
        <translation>時刻は %1 です。</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時刻</translation>
    </message>
    <message>
        <source>What</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>On</source>
        <translation>対象</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>詳細</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n alerts)</source>
        <translation>
            <numerusform>%1（%n 件のアラート）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 ほか %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>%1 による</translation>
    </message>
    <message>
        <source>by %1: %2</source>
        <translation>%1 による: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a change: write RULE.for=5m, RULE.keep_firing_for=10m or RULE.threshold=2.5.</source>
        <translation>&quot;%1&quot; は変更ではありません。RULE.for=5m、RULE.keep_firing_for=10m、RULE.threshold=2.5 のように記述してください。</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2 cannot be changed; use for, keep_firing_for or threshold.</source>
        <translation>&quot;%1&quot;: %2 は変更できません。for、keep_firing_for、threshold のいずれかを使用してください。</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the threshold must be a number, such as 2.5.</source>
        <translation>&quot;%1&quot;: threshold は 2.5 のような数値である必要があります。</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2 must be a duration, such as 5m or 90s.</source>
        <translation>&quot;%1&quot;: %2 は 5m や 90s のような期間である必要があります。</translation>
    </message>
    <message>
        <source>its expression compares with no number at its top level, so there is no threshold to change; try a copy of the rule file with the new expression.</source>
        <translation>式がトップレベルで数値と比較していないため、変更するしきい値がありません。新しい式を書いたルールファイルのコピーで試してください。</translation>
    </message>
    <message>
        <source>its expression compares with %1 numbers (%2), so which threshold to change is unclear; try a copy of the rule file with the new expression.</source>
        <translation>式が %1 個の数値 (%2) と比較しているため、どのしきい値を変更するか判断できません。新しい式を書いたルールファイルのコピーで試してください。</translation>
    </message>
    <message>
        <source>%1: cannot apply %2: %3</source>
        <translation>%1: %2 を適用できません: %3</translation>
    </message>
    <message>
        <source>The dashboard&apos;s &quot;builtinChanges&quot; must be true or false.</source>
        <translation>ダッシュボードの &quot;builtinChanges&quot; は true か false でなければなりません。</translation>
    </message>
    <message>
        <source>The dashboard&apos;s &quot;annotations&quot; must be a list of {&quot;name&quot;, &quot;source&quot;, &quot;promql&quot;} objects.</source>
        <translation>ダッシュボードの &quot;annotations&quot; は {&quot;name&quot;, &quot;source&quot;, &quot;promql&quot;} オブジェクトのリストでなければなりません。</translation>
    </message>
    <message>
        <source>Annotation query %1 needs a &quot;name&quot;, a &quot;source&quot; and a &quot;promql&quot;.</source>
        <translation>注釈クエリ %1 には &quot;name&quot;、&quot;source&quot;、&quot;promql&quot; が必要です。</translation>
    </message>
    <message>
        <source>1 day ago</source>
        <translation>1 日前</translation>
    </message>
    <message>
        <source>1 week ago</source>
        <translation>1 週間前</translation>
    </message>
    <message>
        <source>%1 days ago</source>
        <translation>%1 日前</translation>
    </message>
    <message>
        <source>%1 earlier</source>
        <translation>%1 前</translation>
    </message>
    <message>
        <source>%1, normally %2</source>
        <translation>%1、通常 %2</translation>
    </message>
    <message>
        <source>%1 (normally %2)</source>
        <translation>%1 (通常 %2)</translation>
    </message>
    <message>
        <source>offline, only the for and keep_firing_for of this rule can change: its expression is not one comparison with a number (EXPR &gt; 2), so the snapshot keeps its answer, not the series before the threshold. Backtest it live.</source>
        <translation>オフラインではこのルールの for と keep_firing_for だけを変更できます: 式が数値との単一の比較 (EXPR &gt; 2) ではないため、スナップショットにはしきい値前の系列ではなく結果が保存されています。ライブでバックテストしてください。</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 は数値ではありません</translation>
    </message>
    <message>
        <source>The budget has no amount: give one above zero.</source>
        <translation>予算に金額がありません。0 より大きい値を指定してください。</translation>
    </message>
    <message>
        <source>No day to forecast from.</source>
        <translation>予測の起点となる日がありません。</translation>
    </message>
    <message>
        <source>There is no daily cost in the 28 days up to %1 to forecast from: widen the review&apos;s range.</source>
        <translation>%1 までの 28 日間に予測に使う日次コストがありません。レビューの範囲を広げてください。</translation>
    </message>
    <message>
        <source>price file (node)</source>
        <translation>価格ファイル (ノード)</translation>
    </message>
    <message>
        <source>instance type</source>
        <translation>インスタンスタイプ</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU モデル</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>価格なし</translation>
    </message>
    <message numerus="yes">
        <source>MIG: %n GPU(s) report as %1 instances. Each GPU is counted once: each instance holds its profile&apos;s documented share of the GPU (a 1g.10gb is 1/7 of an A100 80GB), slices no instance holds are unallocated (%2 GPU-hours), and each instance is busy or idle by its own utilisation.</source>
        <translation>
            <numerusform>MIG: %n 台の GPU が %1 個のインスタンスとして報告されています。各 GPU は 1 回だけ数えます。各インスタンスはプロファイルの文書化された GPU の割合を持ち (1g.10gb は A100 80GB の 1/7)、どのインスタンスも持たないスライスは未割り当て (%2 GPU 時間) で、各インスタンスは自身の使用率でビジーかアイドルかを判定します。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>MIG profile %1 on %2 is not among the documented profiles (%n GPU(s), such as %3): the hours of such a GPU are split between the instances that report by the size in the profile&apos;s name, and its empty slices are not counted. Check GPU_I_PROFILE and modelName on that GPU.</source>
        <translation>
            <numerusform>%2 の MIG プロファイル %1 は文書化されたプロファイルにありません (%n 台の GPU、例: %3)。このような GPU の時間は、報告するインスタンスにプロファイル名のサイズで分け、空きスライスは数えません。その GPU の GPU_I_PROFILE と modelName を確認してください。</numerusform>
        </translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(なし)</translation>
    </message>
    <message>
        <source>a GPU without modelName</source>
        <translation>modelName のない GPU</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) of model %1 are priced as %2 by the price file&apos;s GPU model entry: their node&apos;s instance type is not known (kube-state-metrics&apos; kube_node_labels would give it).</source>
        <translation>
            <numerusform>モデル %1 の GPU %n 台は、価格ファイルの GPU モデルのエントリにより %2 として価格を付けています。ノードのインスタンスタイプが不明です (kube-state-metrics の kube_node_labels で分かります)。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) of model %1 are priced as %2 by the price file&apos;s GPU model entry: their node&apos;s instance type %3 has no price (add it to the price file).</source>
        <translation>
            <numerusform>モデル %1 の GPU %n 台は、価格ファイルの GPU モデルのエントリにより %2 として価格を付けています。ノードのインスタンスタイプ %3 に価格がありません (価格ファイルに追加してください)。</numerusform>
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
        <translation>応答がアラートフィードの上限 %1 MiB を超えています。</translation>
    </message>
    <message>
        <source>%1 (near byte %2)</source>
        <translation>%1 (バイト %2 付近)</translation>
    </message>
    <message>
        <source>no JSON value</source>
        <translation>JSON 値がありません</translation>
    </message>
    <message>
        <source>more than one JSON value</source>
        <translation>複数の JSON 値があります</translation>
    </message>
    <message>
        <source>The server&apos;s answer is malformed or truncated JSON.</source>
        <translation>サーバーの応答が不正な形式か、途中で切れた JSON です。</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>オブジェクト</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>配列</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>文字列</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>ブール値</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an RFC 3339 time</source>
        <translation>&quot;%1&quot; は RFC 3339 形式の時刻ではありません</translation>
    </message>
    <message>
        <source>%1, not %2</source>
        <translation>%2 ではなく %1</translation>
    </message>
    <message>
        <source>The server&apos;s answer does not have the shape of %1.</source>
        <translation>サーバーの応答が %1 の形式ではありません。</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数値</translation>
    </message>
    <message>
        <source>HTTP %1 from the server (not an Alertmanager answer)</source>
        <translation>サーバーから HTTP %1 (Alertmanager の応答ではありません)</translation>
    </message>
    <message>
        <source>The server&apos;s answer is not an Alertmanager API answer; check that the URL points at Alertmanager.</source>
        <translation>サーバーの応答が Alertmanager API の応答ではありません。URL が Alertmanager を指しているか確認してください。</translation>
    </message>
    <message>
        <source>Alertmanager answered with an error (HTTP %1).</source>
        <translation>Alertmanager がエラーを返しました (HTTP %1)。</translation>
    </message>
    <message>
        <source>Alertmanager answered with an error: %1</source>
        <translation>Alertmanager がエラーを返しました: %1</translation>
    </message>
    <message>
        <source>an array of alerts</source>
        <translation>アラートの配列</translation>
    </message>
    <message>
        <source>an Alertmanager alerts answer</source>
        <translation>Alertmanager のアラート応答</translation>
    </message>
    <message>
        <source>an array of silences</source>
        <translation>サイレンスの配列</translation>
    </message>
    <message>
        <source>an Alertmanager silences answer</source>
        <translation>Alertmanager のサイレンス応答</translation>
    </message>
    <message>
        <source>Alertmanager&apos;s answer to a new silence</source>
        <translation>新しいサイレンスに対する Alertmanager の応答</translation>
    </message>
    <message>
        <source>A silence needs at least one matcher; without one it would mute every alert.</source>
        <translation>サイレンスには少なくとも 1 つのマッチャーが必要です。マッチャーがないと、すべてのアラートがミュートされます。</translation>
    </message>
    <message>
        <source>Every matcher of a silence needs a label name.</source>
        <translation>サイレンスの各マッチャーにはラベル名が必要です。</translation>
    </message>
    <message>
        <source>The matcher for %1 is not a valid regular expression: %2</source>
        <translation>%1 のマッチャーは有効な正規表現ではありません: %2</translation>
    </message>
    <message>
        <source>At least one matcher of a silence must not match an empty value.</source>
        <translation>サイレンスのマッチャーのうち少なくとも 1 つは、空の値に一致しないものである必要があります。</translation>
    </message>
    <message>
        <source>A silence must end after it starts.</source>
        <translation>サイレンスの終了は開始より後である必要があります。</translation>
    </message>
    <message>
        <source>%1:%2: not valid YAML: %3</source>
        <translation>%1:%2: 有効な YAML ではありません: %3</translation>
    </message>
    <message>
        <source>%1: a rule file needs a &quot;groups&quot; list.</source>
        <translation>%1: ルールファイルには &quot;groups&quot; リストが必要です。</translation>
    </message>
    <message>
        <source>%1:%2: group %3: &quot;interval&quot; is not a duration such as 1m.</source>
        <translation>%1:%2: グループ %3: &quot;interval&quot; が 1m のような期間ではありません。</translation>
    </message>
    <message>
        <source>%1:%2: rule %3: %4</source>
        <translation>%1:%2: ルール %3: %4</translation>
    </message>
    <message>
        <source>has neither &quot;alert&quot; nor &quot;record&quot;.</source>
        <translation>&quot;alert&quot; も &quot;record&quot; もありません。</translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot;.</source>
        <translation>不明なフィールド &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>has no &quot;expr&quot;.</source>
        <translation>&quot;expr&quot; がありません。</translation>
    </message>
    <message>
        <source>&quot;%1: %2&quot; is not a duration with a unit, such as 5m.</source>
        <translation>&quot;%1: %2&quot; は 5m のような単位付きの期間ではありません。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a map.</source>
        <translation>&quot;%1&quot; はマップである必要があります。</translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation>%1:%2: %3</translation>
    </message>
    <message>
        <source>Unknown cloud &quot;%1&quot; (use AzureCloud, AzureChinaCloud, AzureUSGovernment or custom).</source>
        <translation>不明なクラウド &quot;%1&quot; です (AzureCloud、AzureChinaCloud、AzureUSGovernment、custom のいずれかを使用してください)。</translation>
    </message>
    <message>
        <source>A custom cloud needs all four endpoints; &quot;endpoints.%1&quot; is missing.</source>
        <translation>カスタム クラウドには 4 つのエンドポイントすべてが必要です。&quot;endpoints.%1&quot; がありません。</translation>
    </message>
    <message>
        <source>&quot;endpoints.%1&quot; is not an http(s) address: &quot;%2&quot;.</source>
        <translation>&quot;endpoints.%1&quot; は http(s) アドレスではありません: &quot;%2&quot;。</translation>
    </message>
    <message>
        <source>%1 is nested more than %2 levels deep.</source>
        <translation>%1 の入れ子が %2 階層を超えています。</translation>
    </message>
    <message>
        <source>%1: a key must be text.</source>
        <translation>%1: キーはテキストである必要があります。</translation>
    </message>
    <message>
        <source>The TLS certificate of %1 is not trusted (%2). If it is signed by your own CA, set that CA&apos;s PEM file as the source&apos;s tls.caFile.</source>
        <translation>%1 の TLS 証明書は信頼されていません (%2)。独自の CA で署名されている場合は、その CA の PEM ファイルをソースの tls.caFile に設定してください。</translation>
    </message>
    <message>
        <source>Cannot reach %1: %2</source>
        <translation>%1 に接続できません: %2</translation>
    </message>
    <message>
        <source>%1 redirected to %2, a different origin; the redirect was not followed.</source>
        <translation>%1 が別のオリジン %2 にリダイレクトしました。リダイレクトには従いませんでした。</translation>
    </message>
    <message>
        <source>HTTP %1 from the server (not a Prometheus answer)</source>
        <translation>サーバーから HTTP %1 (Prometheus の応答ではありません)</translation>
    </message>
    <message>
        <source>The server&apos;s answer is not a Prometheus API answer; check that the URL points at the Prometheus API.</source>
        <translation>サーバーの応答が Prometheus API の応答ではありません。URL が Prometheus API を指しているか確認してください。</translation>
    </message>
    <message>
        <source>The server&apos;s answer has an unknown status &quot;%1&quot;.</source>
        <translation>サーバーの応答に不明なステータス &quot;%1&quot; があります。</translation>
    </message>
    <message>
        <source>The server reported success but sent no data.</source>
        <translation>サーバーは成功を報告しましたが、データを送信しませんでした。</translation>
    </message>
    <message>
        <source>a number of seconds</source>
        <translation>秒数</translation>
    </message>
    <message>
        <source>%1 is not a usable duration</source>
        <translation>%1 は使用可能な期間ではありません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is neither pending nor firing</source>
        <translation>&quot;%1&quot; は保留中でも発火中でもありません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number</source>
        <translation>&quot;%1&quot; は数値ではありません</translation>
    </message>
    <message>
        <source>a Prometheus alerts answer</source>
        <translation>Prometheus のアラート応答</translation>
    </message>
    <message>
        <source>a Prometheus rules answer</source>
        <translation>Prometheus のルール応答</translation>
    </message>
    <message>
        <source>a Prometheus label values answer</source>
        <translation>Prometheus のラベル値応答</translation>
    </message>
    <message>
        <source>an entry must be a map with &quot;id&quot; and one of &quot;url&quot;, &quot;command&quot;, &quot;azureAutomation&quot; or &quot;webhook&quot;.</source>
        <translation>エントリは &quot;id&quot; と、&quot;url&quot;、&quot;command&quot;、&quot;azureAutomation&quot;、&quot;webhook&quot; のいずれか 1 つを持つマップである必要があります。</translation>
    </message>
    <message>
        <source>has no &quot;id&quot;.</source>
        <translation>&quot;id&quot; がありません。</translation>
    </message>
    <message>
        <source>the id may hold only letters, digits, &quot;.&quot;, &quot;_&quot; and &quot;-&quot;.</source>
        <translation>ID に使用できるのは英字、数字、&quot;.&quot;、&quot;_&quot;、&quot;-&quot; のみです。</translation>
    </message>
    <message>
        <source>needs exactly one of &quot;url&quot;, &quot;command&quot;, &quot;azureAutomation&quot; and &quot;webhook&quot;.</source>
        <translation>&quot;url&quot;、&quot;command&quot;、&quot;azureAutomation&quot;、&quot;webhook&quot; のうち、ちょうど 1 つが必要です。</translation>
    </message>
    <message>
        <source>&quot;workingDir&quot; belongs to a command only.</source>
        <translation>&quot;workingDir&quot; はコマンドでのみ使用できます。</translation>
    </message>
    <message>
        <source>%1:%2: runbook %3: %4</source>
        <translation>%1:%2: ランブック %3: %4</translation>
    </message>
    <message>
        <source>(no id)</source>
        <translation>(ID なし)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not text; in YAML a template that starts with &quot;{{&quot; must be quoted.</source>
        <translation>&quot;%1&quot; がテキストではありません。YAML では、&quot;{{&quot; で始まるテンプレートは引用符で囲む必要があります。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be text.</source>
        <translation>&quot;%1&quot; はテキストである必要があります。</translation>
    </message>
    <message>
        <source>&quot;match&quot; must be a map with &quot;alertname&quot; and/or &quot;labels&quot;.</source>
        <translation>&quot;match&quot; は &quot;alertname&quot; または &quot;labels&quot; (あるいは両方) を持つマップである必要があります。</translation>
    </message>
    <message>
        <source>unknown field &quot;match.%1&quot;.</source>
        <translation>不明なフィールド &quot;match.%1&quot; です。</translation>
    </message>
    <message>
        <source>&quot;command&quot; must be a list: the program, then one entry per argument (it never goes through a shell).</source>
        <translation>&quot;command&quot; はリストである必要があります: プログラム、続いて引数ごとに 1 エントリ (シェルを介することはありません)。</translation>
    </message>
    <message>
        <source>&quot;command&quot; has more than %1 arguments.</source>
        <translation>&quot;command&quot; の引数が %1 個を超えています。</translation>
    </message>
    <message>
        <source>&quot;azureAutomation&quot; must be a map.</source>
        <translation>&quot;azureAutomation&quot; はマップである必要があります。</translation>
    </message>
    <message>
        <source>unknown field &quot;azureAutomation.%1&quot;.</source>
        <translation>不明なフィールド &quot;azureAutomation.%1&quot; です。</translation>
    </message>
    <message>
        <source>&quot;webhook&quot; must be a map with &quot;url&quot; and &quot;body&quot; or &quot;actions&quot;.</source>
        <translation>&quot;webhook&quot; は &quot;url&quot; と、&quot;body&quot; または &quot;actions&quot; を持つマップである必要があります。</translation>
    </message>
    <message>
        <source>unknown field &quot;webhook.%1&quot;.</source>
        <translation>不明なフィールド &quot;webhook.%1&quot; です。</translation>
    </message>
    <message>
        <source>&quot;webhook.headers&quot; must be a map.</source>
        <translation>&quot;webhook.headers&quot; はマップである必要があります。</translation>
    </message>
    <message>
        <source>&quot;webhook&quot; has either one &quot;body&quot; or &quot;actions&quot; with a body each, not both.</source>
        <translation>&quot;webhook&quot; には 1 つの &quot;body&quot; か、それぞれ本文を持つ &quot;actions&quot; のどちらか一方を指定します。両方は指定できません。</translation>
    </message>
    <message>
        <source>&quot;webhook.body&quot; must be a JSON object or list, written as YAML or JSON.</source>
        <translation>&quot;webhook.body&quot; は YAML または JSON で記述した JSON オブジェクトかリストである必要があります。</translation>
    </message>
    <message>
        <source>&quot;webhook.actions&quot; must map each action&apos;s name to its body.</source>
        <translation>&quot;webhook.actions&quot; は各アクション名をその本文に対応付ける必要があります。</translation>
    </message>
    <message>
        <source>the action name %1 may hold only letters, digits, &quot;_&quot; and &quot;-&quot;.</source>
        <translation>アクション名 %1 に使用できるのは英字、数字、&quot;_&quot;、&quot;-&quot; のみです。</translation>
    </message>
    <message>
        <source>the body of action %1 must be a JSON object or list.</source>
        <translation>アクション %1 の本文は JSON オブジェクトかリストである必要があります。</translation>
    </message>
    <message>
        <source>&quot;webhook.secret&quot; names a keychain entry and may hold only letters, digits, &quot;.&quot;, &quot;_&quot; and &quot;-&quot;; the secret itself never goes in this file.</source>
        <translation>&quot;webhook.secret&quot; はキーチェーンのエントリ名で、使用できるのは英字、数字、&quot;.&quot;、&quot;_&quot;、&quot;-&quot; のみです。シークレット自体をこのファイルに記述することはできません。</translation>
    </message>
    <message>
        <source>&quot;webhook.secretEnv&quot; names an environment variable; the secret itself never goes in this file.</source>
        <translation>&quot;webhook.secretEnv&quot; は環境変数名です。シークレット自体をこのファイルに記述することはできません。</translation>
    </message>
    <message>
        <source>&quot;timeout: %1&quot; is not a duration such as 5m or 300.</source>
        <translation>&quot;timeout: %1&quot; は 5m や 300 のような期間ではありません。</translation>
    </message>
    <message>
        <source>%1: the file is larger than %2 MiB; it is not a runbook registry.</source>
        <translation>%1: ファイルが %2 MiB を超えているため、ランブックレジストリではありません。</translation>
    </message>
    <message>
        <source>%1:%2: neither valid YAML nor valid JSON: %3</source>
        <translation>%1:%2: 有効な YAML でも有効な JSON でもありません: %3</translation>
    </message>
    <message>
        <source>%1: a runbook registry needs a &quot;runbooks&quot; list.</source>
        <translation>%1: ランブックレジストリには &quot;runbooks&quot; リストが必要です。</translation>
    </message>
    <message>
        <source>%1:%2: unknown field &quot;%3&quot;.</source>
        <translation>%1:%2: 不明なフィールド &quot;%3&quot;。</translation>
    </message>
    <message>
        <source>%1:%2: runbook %3: the id is already used above; this entry is left out.</source>
        <translation>%1:%2: ランブック %3: この ID は既に上で使用されています。このエントリは除外されます。</translation>
    </message>
    <message>
        <source>the OS keychain holds no secret for the source &quot;%1&quot;</source>
        <translation>OS のキーチェーンにソース &quot;%1&quot; のシークレットがありません</translation>
    </message>
    <message>
        <source>the OS keychain could not be read (%1)</source>
        <translation>OS のキーチェーンを読み取れませんでした (%1)</translation>
    </message>
    <message>
        <source>No OS keychain is available (%1), so the secret of &quot;%2&quot; is kept in memory only until FleetScope quits; it is never written to disk.</source>
        <translation>OS のキーチェーンが利用できないため (%1)、「%2」のシークレットは FleetScope を終了するまでメモリ内にのみ保持されます。ディスクには書き込まれません。</translation>
    </message>
    <message>
        <source>The OS keychain refused to store the secret (%1).</source>
        <translation>OS のキーチェーンがシークレットの保存を拒否しました (%1)。</translation>
    </message>
    <message>
        <source>The OS keychain could not remove the secret (%1).</source>
        <translation>OS のキーチェーンからシークレットを削除できませんでした (%1)。</translation>
    </message>
    <message>
        <source>A source has no &quot;name&quot;.</source>
        <translation>ソースに &quot;name&quot; がありません。</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: unknown type &quot;%2&quot; (use prometheus, alertmanager or azure-monitor).</source>
        <translation>ソース &quot;%1&quot;: 不明な種類 &quot;%2&quot; です (prometheus、alertmanager、azure-monitor のいずれかを使用してください)。</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: &quot;url&quot; must be an http:// or https:// address, not &quot;%2&quot;.</source>
        <translation>ソース &quot;%1&quot;: &quot;url&quot; は &quot;%2&quot; ではなく http:// または https:// のアドレスである必要があります。</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: &quot;url&quot; holds a password. Secrets never go in the sources file: use basic auth with passwordEnv.</source>
        <translation>ソース「%1」: &quot;url&quot; にパスワードが含まれています。秘密情報はソースファイルに入れません。passwordEnv を使った Basic 認証にしてください。</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: put credentials in &quot;auth&quot; (with tokenEnv or passwordEnv), not in an Authorization header.</source>
        <translation>ソース &quot;%1&quot;: 認証情報は Authorization ヘッダーではなく &quot;auth&quot; (tokenEnv または passwordEnv を指定) に記述してください。</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: &quot;auth.%2&quot; holds a secret. Secrets never go in the sources file: name an environment variable instead (tokenEnv, passwordEnv, clientSecretEnv).</source>
        <translation>ソース &quot;%1&quot;: &quot;auth.%2&quot; にシークレットが含まれています。シークレットはソースファイルに記述しないでください。代わりに環境変数を指定してください (tokenEnv、passwordEnv、clientSecretEnv)。</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: bearer auth needs &quot;tokenEnv&quot;.</source>
        <translation>ソース &quot;%1&quot;: bearer 認証には &quot;tokenEnv&quot; が必要です。</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: basic auth needs &quot;username&quot; and &quot;passwordEnv&quot;.</source>
        <translation>ソース &quot;%1&quot;: basic 認証には &quot;username&quot; と &quot;passwordEnv&quot; が必要です。</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: client-secret sign-in needs &quot;tenant&quot; and &quot;clientId&quot;.</source>
        <translation>ソース &quot;%1&quot;: client-secret によるサインインには &quot;tenant&quot; と &quot;clientId&quot; が必要です。</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: unknown Azure sign-in method &quot;%2&quot; (use azure-cli, client-secret or device-code).</source>
        <translation>ソース &quot;%1&quot;: 不明な Azure サインイン方法 &quot;%2&quot; です (azure-cli、client-secret、device-code のいずれかを使用してください)。</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: unknown auth type &quot;%2&quot; (use none, bearer, basic or azure).</source>
        <translation>ソース &quot;%1&quot;: 不明な認証の種類 &quot;%2&quot; です (none、bearer、basic、azure のいずれかを使用してください)。</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: an azure-monitor source signs in with &quot;auth&quot;: {&quot;type&quot;: &quot;azure&quot;, ...}.</source>
        <translation>ソース &quot;%1&quot;: azure-monitor ソースは &quot;auth&quot;: {&quot;type&quot;: &quot;azure&quot;, ...} でサインインします。</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: an alertmanager source cannot sign in with Azure; use none, bearer or basic auth.</source>
        <translation>ソース &quot;%1&quot;: alertmanager ソースは Azure でサインインできません。none、bearer、basic のいずれかの認証を使用してください。</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: &quot;alerts&quot; must be true or false.</source>
        <translation>ソース &quot;%1&quot;: &quot;alerts&quot; は true または false である必要があります。</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: Azure Monitor managed Prometheus has no alerts API; remove &quot;alerts&quot;: true.</source>
        <translation>ソース &quot;%1&quot;: Azure Monitor のマネージド Prometheus にはアラート API がありません。&quot;alerts&quot;: true を削除してください。</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: %2</source>
        <translation>ソース &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: &quot;%2&quot; is not a valid duration.</source>
        <translation>ソース &quot;%1&quot;: &quot;%2&quot; は有効な期間ではありません。</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: &quot;maxPoints&quot; must be at least 2.</source>
        <translation>ソース &quot;%1&quot;: &quot;maxPoints&quot; は 2 以上である必要があります。</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: &quot;maxBodyMiB&quot; must be positive.</source>
        <translation>ソース &quot;%1&quot;: &quot;maxBodyMiB&quot; は正の値である必要があります。</translation>
    </message>
    <message>
        <source>The sources file is not valid JSON (%1 at offset %2).</source>
        <translation>ソースファイルが有効な JSON ではありません（オフセット %2 で %1）。</translation>
    </message>
    <message>
        <source>The sources file must be an object with a non-empty &quot;sources&quot; list.</source>
        <translation>ソースファイルは、空でない &quot;sources&quot; リストを持つオブジェクトである必要があります。</translation>
    </message>
    <message>
        <source>Two sources are named &quot;%1&quot;.</source>
        <translation>&quot;%1&quot; という名前のソースが 2 つあります。</translation>
    </message>
    <message>
        <source>Enter the address, e.g. %1.</source>
        <translation>アドレスを入力してください (例: %1)。</translation>
    </message>
    <message>
        <source>Start with http:// or https://, e.g. http://%1.</source>
        <translation>http:// または https:// で始めてください (例: http://%1)。</translation>
    </message>
    <message>
        <source>This is not a valid address: check for spaces, stray characters and the port number.</source>
        <translation>有効なアドレスではありません。空白、余分な文字、ポート番号を確認してください。</translation>
    </message>
    <message>
        <source>Use http:// or https://, not %1://.</source>
        <translation>%1:// ではなく http:// または https:// を使ってください。</translation>
    </message>
    <message>
        <source>The address needs a host name, e.g. %1.</source>
        <translation>アドレスにはホスト名が必要です (例: %1)。</translation>
    </message>
    <message>
        <source>Leave the user name and password out of the address: the sources file never holds credentials. Choose Basic auth instead.</source>
        <translation>アドレスにユーザー名やパスワードを入れないでください。ソースファイルは資格情報を保持しません。代わりに Basic 認証を選んでください。</translation>
    </message>
    <message>
        <source>%1 is not set in FleetScope&apos;s environment; set it before starting FleetScope.</source>
        <translation>%1 は FleetScope の環境に設定されていません。FleetScope を起動する前に設定してください。</translation>
    </message>
    <message>
        <source>Give the source a name: dashboards refer to it by name.</source>
        <translation>ソースに名前を付けてください。ダッシュボードは名前でソースを参照します。</translation>
    </message>
    <message>
        <source>Another source is already named “%1”.</source>
        <translation>「%1」という名前のソースがすでにあります。</translation>
    </message>
    <message>
        <source>Name the environment variable that holds the token.</source>
        <translation>トークンを保持する環境変数の名前を入力してください。</translation>
    </message>
    <message>
        <source>“%1” is not a variable name: use letters, digits and _, and do not start with a digit. The token itself goes in that variable, not here.</source>
        <translation>「%1」は変数名ではありません。英字・数字・_ を使い、数字で始めないでください。トークン自体はここではなく、その変数に入れます。</translation>
    </message>
    <message>
        <source>Enter the user name.</source>
        <translation>ユーザー名を入力してください。</translation>
    </message>
    <message>
        <source>Name the environment variable that holds the password.</source>
        <translation>パスワードを保持する環境変数の名前を入力してください。</translation>
    </message>
    <message>
        <source>“%1” is not a variable name: use letters, digits and _, and do not start with a digit. The password itself goes in that variable, not here.</source>
        <translation>「%1」は変数名ではありません。英字・数字・_ を使い、数字で始めないでください。パスワード自体はここではなく、その変数に入れます。</translation>
    </message>
    <message>
        <source>Enter the tenant (directory) ID of the app registration.</source>
        <translation>アプリ登録のテナント (ディレクトリ) ID を入力してください。</translation>
    </message>
    <message>
        <source>A tenant is a directory ID (a GUID) or a domain such as contoso.onmicrosoft.com.</source>
        <translation>テナントはディレクトリ ID (GUID) か、contoso.onmicrosoft.com のようなドメインです。</translation>
    </message>
    <message>
        <source>Enter the application (client) ID of the app registration.</source>
        <translation>アプリ登録のアプリケーション (クライアント) ID を入力してください。</translation>
    </message>
    <message>
        <source>The client ID is the app registration&apos;s application ID, a GUID such as 0f3c2a1e-5b7d-4c8e-9a6f-2d1b3c4e5f60.</source>
        <translation>クライアント ID はアプリ登録のアプリケーション ID で、0f3c2a1e-5b7d-4c8e-9a6f-2d1b3c4e5f60 のような GUID です。</translation>
    </message>
    <message>
        <source>“%1” is not a variable name: use letters, digits and _, and do not start with a digit. The client secret itself goes in the Client secret field or in that variable, not here.</source>
        <translation>「%1」は変数名ではありません。英字・数字・_ を使い、数字で始めないでください。クライアントシークレット自体はここではなく、「クライアントシークレット」欄かその変数に入れます。</translation>
    </message>
    <message>
        <source>Not used while TLS verification is skipped.</source>
        <translation>TLS 検証をスキップしている間は使われません。</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: the environment variable %2 that should hold its secret is not set.</source>
        <translation>ソース &quot;%1&quot;: シークレットを保持するはずの環境変数 %2 が設定されていません。</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: no Azure token to sign the request with.</source>
        <translation>ソース &quot;%1&quot;: リクエストに署名する Azure トークンがありません。</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: cannot read the CA file %2.</source>
        <translation>ソース &quot;%1&quot;: CA ファイル %2 を読み取れません。</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: the CA file %2 holds no PEM certificate.</source>
        <translation>ソース &quot;%1&quot;: CA ファイル %2 に PEM 証明書が含まれていません。</translation>
    </message>
    <message>
        <source>The server answered %1 when asked which metrics it has.</source>
        <translation>保持しているメトリックを問い合わせたところ、サーバーが %1 を返しました。</translation>
    </message>
    <message>
        <source>The answer to &quot;which metrics do you have&quot; is not the Prometheus API&apos;s; check the source&apos;s URL and path prefix.</source>
        <translation>&quot;保持しているメトリック&quot; の問い合わせへの応答が Prometheus API の応答ではありません。ソースの URL とパスプレフィックスを確認してください。</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: &quot;workspace&quot; is the Log Analytics workspace ID of an azure-monitor source (a non-empty string).</source>
        <translation>ソース &quot;%1&quot;: &quot;workspace&quot; は azure-monitor ソースの Log Analytics ワークスペース ID (空でない文字列) です。</translation>
    </message>
    <message>
        <source>Source &quot;%1&quot;: &quot;compression&quot; is auto, gzip or none.</source>
        <translation>ソース「%1」: &quot;compression&quot; は auto、gzip、none のいずれかです。</translation>
    </message>
</context>
<context>
    <name>fleetscope_ui</name>
    <message>
        <source>other</source>
        <translation>その他</translation>
    </message>
    <message>
        <source>hatched: idle</source>
        <translation>ハッチング: アイドル</translation>
    </message>
    <message>
        <source>idle share, 0 – 100 %; outlined: off-hours window</source>
        <translation>アイドル率 0 – 100 %、枠線: 業務時間外の時間帯</translation>
    </message>
    <message>
        <source>idle share, 0 – 100 %</source>
        <translation>アイドル率 0 – 100 %</translation>
    </message>
    <message>
        <source>the cost review holds no figures to export yet</source>
        <translation>コスト レビューにはまだエクスポートする数値がありません</translation>
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
        <translation>FleetScope · GPU テレメトリからの推定</translation>
    </message>
    <message>
        <source>GPU cost review</source>
        <translation>GPU コスト レビュー</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>期間</translation>
    </message>
    <message>
        <source>Resolution</source>
        <translation>解像度</translation>
    </message>
    <message>
        <source>Figures computed at %1</source>
        <translation>数値の算出日時: %1</translation>
    </message>
    <message>
        <source>Grouped by</source>
        <translation>グループ化</translation>
    </message>
    <message>
        <source>Idle threshold</source>
        <translation>アイドルしきい値</translation>
    </message>
    <message>
        <source>utilisation below %1 %</source>
        <translation>使用率 %1 % 未満</translation>
    </message>
    <message>
        <source>%1 (billed cost in %2)</source>
        <translation>%1 (請求コストは %2)</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>通貨</translation>
    </message>
    <message>
        <source>Days and hours in</source>
        <translation>日付と時刻のタイムゾーン</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>概要</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>総コスト</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU時間</translation>
    </message>
    <message>
        <source>Busy GPU-hours</source>
        <translation>稼働 GPU時間</translation>
    </message>
    <message>
        <source>%1 (%2 of the GPU-hours)</source>
        <translation>%1 (GPU時間の %2)</translation>
    </message>
    <message>
        <source>Idle cost</source>
        <translation>アイドル コスト</translation>
    </message>
    <message>
        <source>%1 (%2 of the cost)</source>
        <translation>%1 (コストの %2)</translation>
    </message>
    <message>
        <source>Unobserved GPU-hours</source>
        <translation>未観測の GPU時間</translation>
    </message>
    <message>
        <source>Cost per busy GPU-hour</source>
        <translation>稼働 GPU時間あたりのコスト</translation>
    </message>
    <message>
        <source>none: no GPU was busy</source>
        <translation>なし: 稼働した GPU がありません</translation>
    </message>
    <message>
        <source>model %1</source>
        <translation>モデル %1</translation>
    </message>
    <message>
        <source>Unpriced GPU-hours</source>
        <translation>価格未設定の GPU時間</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %n GPU(s) without a price (%2), not in the cost</source>
        <translation>
            <numerusform>価格未設定の %n 個の GPU (%2) で %1、コストに含まれません</numerusform>
        </translation>
    </message>
    <message>
        <source>Billed</source>
        <translation>請求額</translation>
    </message>
    <message>
        <source>%1 (Azure Cost Management, tag %2)</source>
        <translation>%1 (Azure Cost Management、タグ %2)</translation>
    </message>
    <message>
        <source>Cost per day</source>
        <translation>日別コスト</translation>
    </message>
    <message>
        <source>Estimated cost per day and %1; the hatched part of each bar was idle (utilisation below %2 %).</source>
        <translation>日別および %1 別の推定コスト。各棒のハッチング部分はアイドル (使用率 %2 % 未満) です。</translation>
    </message>
    <message>
        <source>Idle share by hour of the week</source>
        <translation>週の時間帯別アイドル率</translation>
    </message>
    <message>
        <source>Idle GPU-hours ÷ observed GPU-hours in each hour of the week (%1), all GPUs together. Outlined: the off-hours window of the savings lever.</source>
        <translation>週の各時間帯 (%1) における、アイドル GPU時間 ÷ 観測された GPU時間 (全 GPU 合計)。枠線: 節約レバーの業務時間外の時間帯。</translation>
    </message>
    <message>
        <source>Cost by %1</source>
        <translation>%1 別コスト</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>グループ</translation>
    </message>
    <message>
        <source>Busy
GPU-h</source>
        <translation>稼働
GPU-h</translation>
    </message>
    <message>
        <source>Idle
GPU-h</source>
        <translation>アイドル
GPU-h</translation>
    </message>
    <message>
        <source>Un­observed
GPU-h</source>
        <translation>未観測
GPU-h</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <source>Billed − est.</source>
        <translation>請求額 − 推定</translation>
    </message>
    <message>
        <source>%1 unpriced</source>
        <translation>%1 価格未設定</translation>
    </message>
    <message>
        <source>not billed</source>
        <translation>未請求</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Most wasteful GPUs</source>
        <translation>無駄の多い GPU</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>価格なし</translation>
    </message>
    <message>
        <source>No GPU was idle in this period.</source>
        <translation>この期間にアイドル状態の GPU はありませんでした。</translation>
    </message>
    <message numerus="yes">
        <source>The %n GPU(s) with the highest idle cost; under the idle GPU-hours, their share of the GPU&apos;s own GPU-hours.</source>
        <translation>
            <numerusform>アイドルコストが最も高い %n 個の GPU。アイドル GPU 時間の下に、その GPU 自身の GPU 時間に対する割合を示します。</numerusform>
        </translation>
    </message>
    <message>
        <source>Node</source>
        <translation>ノード</translation>
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
        <translation>アイドル GPU-h</translation>
    </message>
    <message>
        <source>Nothing in this period qualifies.</source>
        <translation>この期間に該当するものはありません。</translation>
    </message>
    <message>
        <source>GPUs idle</source>
        <translation>アイドル GPU 数</translation>
    </message>
    <message>
        <source>Idle GPU-h in window</source>
        <translation>期間内のアイドル GPU-h</translation>
    </message>
    <message>
        <source>Saves / month</source>
        <translation>削減額 / 月</translation>
    </message>
    <message>
        <source>GPUs always on</source>
        <translation>常時稼働 GPU 数</translation>
    </message>
    <message>
        <source>GPU-h</source>
        <translation>GPU-h</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Peak GiB</source>
        <translation>ピーク GiB</translation>
    </message>
    <message>
        <source>Smaller SKU</source>
        <translation>より小さい SKU</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… 他 %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>Savings levers</source>
        <translation>削減手段</translation>
    </message>
    <message>
        <source>Each lever is counted on its own from this period&apos;s telemetry and scaled to a month of 730 h. The levers overlap (a night that is deallocated cannot also be reserved), so their savings do not add up.</source>
        <translation>各手段はこの期間のテレメトリから個別に算出し、730 時間の 1 か月に換算しています。手段は互いに重なる(割り当て解除した夜間は予約できない)ため、削減額を合算することはできません。</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>前提条件</translation>
    </message>
    <message>
        <source>Saves</source>
        <translation>削減額</translation>
    </message>
    <message>
        <source>not counted: %1</source>
        <translation>対象外: %1</translation>
    </message>
    <message>
        <source>≈ %1 / month</source>
        <translation>≈ %1 / 月</translation>
    </message>
    <message>
        <source>Applies to</source>
        <translation>適用対象</translation>
    </message>
    <message>
        <source>%1 / month</source>
        <translation>%1 / 月</translation>
    </message>
    <message>
        <source>Definitions</source>
        <translation>定義</translation>
    </message>
    <message>
        <source>Savings per month: the period&apos;s figures scaled to a month of 730 h.</source>
        <translation>月あたりの削減額: 期間の数値を 730 時間の 1 か月に換算した値。</translation>
    </message>
    <message>
        <source>P%1 firing: %2</source>
        <translation>P%1 発火中: %2</translation>
    </message>
    <message>
        <source>P%1 pending: %2</source>
        <translation>P%1 保留中: %2</translation>
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
        <translation>%1 分</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 時間 %2 分</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 時間</translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation>%1 日 %2 時間</translation>
    </message>
    <message>
        <source>%1 – %2 %3 (%4)</source>
        <translation>%1 – %2 %3 (%4)</translation>
    </message>
    <message>
        <source>Untitled snapshot</source>
        <translation>無題のスナップショット</translation>
    </message>
    <message>
        <source>pale band: pending · dark band with a strip along the bottom: firing · ▼ annotation · dashed: threshold</source>
        <translation>淡い帯: 保留中 · 下端に線のある濃い帯: 発火中 · ▼ 注釈 · 破線: しきい値</translation>
    </message>
    <message>
        <source>Incident report</source>
        <translation>インシデントレポート</translation>
    </message>
    <message>
        <source>Time range (UTC)</source>
        <translation>期間 (UTC)</translation>
    </message>
    <message>
        <source>Time range (local)</source>
        <translation>期間 (ローカル)</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 (%2 による)</translation>
    </message>
    <message>
        <source>%1 (FleetScope %2)</source>
        <translation>%1 (FleetScope %2)</translation>
    </message>
    <message>
        <source>Captured</source>
        <translation>取得日時</translation>
    </message>
    <message>
        <source>Dashboard</source>
        <translation>ダッシュボード</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>ソース</translation>
    </message>
    <message>
        <source>none recorded</source>
        <translation>記録なし</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>lanes: %1</source>
        <translation>レーン: %1</translation>
    </message>
    <message>
        <source>samples: %1</source>
        <translation>サンプル: %1</translation>
    </message>
    <message>
        <source>alerts: none</source>
        <translation>アラート: なし</translation>
    </message>
    <message>
        <source>alerts: %1, of which fired: %2 (%3)</source>
        <translation>アラート: %1、うち発火: %2 (%3)</translation>
    </message>
    <message>
        <source>annotations: %1</source>
        <translation>注釈: %1</translation>
    </message>
    <message>
        <source>operator actions: %1</source>
        <translation>オペレーター操作: %1</translation>
    </message>
    <message>
        <source>notes: %1</source>
        <translation>メモ: %1</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>目次</translation>
    </message>
    <message>
        <source>Lanes</source>
        <translation>レーン</translation>
    </message>
    <message>
        <source>The whole snapshot, %1. Each lane: black line = the lane&apos;s aggregate across series, blue band = min–max across series, coloured lines = the top outliers, named at their right end.</source>
        <translation>スナップショット全体、%1。各レーン: 黒線 = 全系列にわたるレーンの集計値、青い帯 = 全系列の最小–最大、色付きの線 = 上位の外れ値 (右端に名前を表示)。</translation>
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
        <translation>発火なし</translation>
    </message>
    <message>
        <source>pending ended</source>
        <translation>保留終了</translation>
    </message>
    <message>
        <source>open</source>
        <translation>未解決</translation>
    </message>
    <message>
        <source>at the end of the snapshot</source>
        <translation>スナップショット終了時点</translation>
    </message>
    <message>
        <source>≥ %1</source>
        <translation>≥ %1</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>保留中</translation>
    </message>
    <message>
        <source>Alert timeline</source>
        <translation>アラートのタイムライン</translation>
    </message>
    <message>
        <source>No alert was pending or firing in this snapshot.</source>
        <translation>このスナップショットでは、保留中または発火中のアラートはありませんでした。</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>ティア</translation>
    </message>
    <message>
        <source>Target and labels</source>
        <translation>対象とラベル</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>保留中</translation>
    </message>
    <message>
        <source>Firing</source>
        <translation>発火中</translation>
    </message>
    <message>
        <source>Resolved</source>
        <translation>解決済み</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>継続時間</translation>
    </message>
    <message>
        <source>No P1 or P2 alert was pending or firing in this snapshot.</source>
        <translation>このスナップショットでは、保留中または発火中の P1 / P2 アラートはありませんでした。</translation>
    </message>
    <message>
        <source>P3 digest: %1 alert instances (waste and housekeeping, not paged)</source>
        <translation>P3 ダイジェスト: %1 件のアラートインスタンス (無駄とハウスキーピング、ページングなし)</translation>
    </message>
    <message>
        <source>Duration is how long the alert fired, or was pending if it never fired; ≥ marks an alert still open when the snapshot ends.</source>
        <translation>継続時間は、アラートが発火していた時間です (一度も発火しなかった場合は保留中だった時間)。≥ は、スナップショット終了時点でまだ未解決のアラートを示します。</translation>
    </message>
    <message>
        <source>Annotations</source>
        <translation>注釈</translation>
    </message>
    <message>
        <source>None recorded.</source>
        <translation>記録はありません。</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Annotation</source>
        <translation>注釈</translation>
    </message>
    <message>
        <source>By</source>
        <translation>記入者</translation>
    </message>
    <message>
        <source>Runbook and operator actions</source>
        <translation>ランブックとオペレーター操作</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>実行者</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>対象</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>詳細</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>メモ</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>All times in the tables are %1 on %2.</source>
        <translation>表の時刻はすべて %2 の %1 です。</translation>
    </message>
    <message>
        <source>When (%1)</source>
        <translation>日時 (%1)</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>説明</translation>
    </message>
    <message>
        <source>The snapshot&apos;s Explain result cannot be read.</source>
        <translation>スナップショットの説明の結果を読み取れません。</translation>
    </message>
    <message>
        <source>%1: %2 – %3, against %4 – %5.</source>
        <translation>%1: %2 – %3、比較対象 %4 – %5。</translation>
    </message>
    <message>
        <source>The lane</source>
        <translation>レーン</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>場所</translation>
    </message>
    <message>
        <source>Share of the change</source>
        <translation>変化に占める割合</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>スコア</translation>
    </message>
    <message>
        <source>up</source>
        <translation>上昇</translation>
    </message>
    <message>
        <source>down</source>
        <translation>下降</translation>
    </message>
    <message>
        <source>What else changed</source>
        <translation>ほかに変化したもの</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>方向</translation>
    </message>
    <message>
        <source>When</source>
        <translation>日時</translation>
    </message>
    <message>
        <source>What happened just before</source>
        <translation>直前に起きたこと</translation>
    </message>
    <message>
        <source>every lane</source>
        <translation>すべてのレーン</translation>
    </message>
    <message>
        <source>Lane</source>
        <translation>レーン</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>使用</translation>
    </message>
    <message>
        <source>Allocated, idle</source>
        <translation>割り当て済み・アイドル</translation>
    </message>
    <message>
        <source>Unallocated</source>
        <translation>未割り当て</translation>
    </message>
    <message>
        <source>Unobserved (apart)</source>
        <translation>未観測 (別計上)</translation>
    </message>
    <message>
        <source>%1 (%2 % of all)</source>
        <translation>%1 (全体の %2 %)</translation>
    </message>
    <message>
        <source>Ledger total</source>
        <translation>台帳の合計</translation>
    </message>
    <message>
        <source>Waste signal: under %1 %</source>
        <translation>無駄シグナル: %1 % 未満</translation>
    </message>
    <message>
        <source>Budget: %1 a month</source>
        <translation>予算: 月 %1</translation>
    </message>
    <message>
        <source>Budget: %1 (%2, %3)</source>
        <translation>予算: %1 (%2、%3)</translation>
    </message>
    <message>
        <source>Spent to date</source>
        <translation>これまでの支出</translation>
    </message>
    <message>
        <source>%1 (%2) from %3 to %4%5</source>
        <translation>%3 から %4 まで %1 (%2)%5</translation>
    </message>
    <message>
        <source>, Azure</source>
        <translation>、Azure</translation>
    </message>
    <message>
        <source>%1 (%2) on the straight line, %3 (%4) by the weekday pattern</source>
        <translation>直線予測 %1 (%2)、曜日パターン %3 (%4)</translation>
    </message>
    <message>
        <source>; with %1, %2 (%3)</source>
        <translation>。%1 適用時 %2 (%3)</translation>
    </message>
    <message>
        <source>Period end</source>
        <translation>期間末</translation>
    </message>
    <message>
        <source>%1, at %2 a day</source>
        <translation>%1 (1 日 %2 のペース)</translation>
    </message>
    <message>
        <source>Azure forecasts %1.</source>
        <translation>Azure の予測は %1 です。</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>しきい値</translation>
    </message>
    <message>
        <source>Crossed</source>
        <translation>超過日</translation>
    </message>
    <message>
        <source>Straight line</source>
        <translation>直線予測</translation>
    </message>
    <message>
        <source>Weekday pattern</source>
        <translation>曜日パターン</translation>
    </message>
    <message>
        <source>With the lever</source>
        <translation>施策適用時</translation>
    </message>
    <message>
        <source>%1 % of forecast</source>
        <translation>予測の %1 %</translation>
    </message>
</context>
<context>
    <name>fleetscope_workspace</name>
    <message>
        <source>the sources file names no Prometheus source.</source>
        <translation>ソースファイルに Prometheus ソースが指定されていません。</translation>
    </message>
    <message>
        <source>%1 steps over %2 s samples (the scrape interval)</source>
        <translation>%2 秒間隔のサンプル（スクレイプ間隔）に対する %1 ステップ</translation>
    </message>
    <message>
        <source>%1 averages of %2 s samples</source>
        <translation>%2 秒間隔のサンプルの %1 平均</translation>
    </message>
    <message>
        <source>kube_node_labels: %1; SKUs come from the GPU model</source>
        <translation>kube_node_labels: %1。SKU は GPU モデルから決定されます</translation>
    </message>
    <message>
        <source>%1: %2; right-sizing cannot be counted</source>
        <translation>%1: %2。ライトサイジングを算出できません</translation>
    </message>
    <message>
        <source>%1 holds no GPU utilisation: no lane query reads %2.</source>
        <translation>%1 に GPU 使用率がありません: %2 を読み取るレーンクエリがありません。</translation>
    </message>
    <message>
        <source>%1: the lane query &quot;%2&quot; is not per GPU (no gpu and Hostname labels), so its GPU-hours cannot be counted.</source>
        <translation>%1: レーンクエリ &quot;%2&quot; は GPU 単位ではない（gpu および Hostname ラベルがない）ため、その GPU時間を集計できません。</translation>
    </message>
    <message>
        <source>%1 samples of the lane query &quot;%2&quot; as captured</source>
        <translation>取得時のままのレーンクエリ &quot;%2&quot; の %1 サンプル</translation>
    </message>
    <message>
        <source>the snapshot holds no per-GPU %1 lane; right-sizing cannot be counted</source>
        <translation>スナップショットに GPU 単位の %1 レーンがありません。ライトサイジングを算出できません</translation>
    </message>
    <message>
        <source>Alert rules are evaluated once a Prometheus source is configured.</source>
        <translation>アラートルールは、Prometheus ソースが設定されると評価されます。</translation>
    </message>
    <message>
        <source>%1:%2: rule %3: %4</source>
        <translation>%1:%2: ルール %3: %4</translation>
    </message>
    <message>
        <source>no Prometheus source to evaluate it on</source>
        <translation>評価に使用できる Prometheus ソースがありません</translation>
    </message>
    <message>
        <source>There is no built-in dashboard &quot;%1&quot; (built-in: %2).</source>
        <translation>組み込みダッシュボード &quot;%1&quot; はありません(組み込み: %2)。</translation>
    </message>
    <message>
        <source>Cannot read the dashboard %1: %2</source>
        <translation>ダッシュボード %1 を読み込めません: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: cannot read it (%2)</source>
        <translation>%1: 読み込めません (%2)</translation>
    </message>
    <message>
        <source>Cannot save the prices to %1: %2</source>
        <translation>価格を %1 に保存できません: %2</translation>
    </message>
    <message>
        <source>cannot create its folder</source>
        <translation>フォルダーを作成できません</translation>
    </message>
    <message>
        <source>cannot create a file there (%1)</source>
        <translation>そこにファイルを作成できません (%1)</translation>
    </message>
    <message>
        <source>cannot create a temporary file there</source>
        <translation>そこに一時ファイルを作成できません</translation>
    </message>
    <message>
        <source>cannot flush it to disk (%1)</source>
        <translation>ディスクにフラッシュできません (%1)</translation>
    </message>
    <message>
        <source>cannot replace the file (%1)</source>
        <translation>ファイルを置き換えられません (%1)</translation>
    </message>
    <message>
        <source>%1: no such built-in rule set (known: %2)</source>
        <translation>%1: そのような組み込みルールセットはありません (既知: %2)</translation>
    </message>
    <message>
        <source>%1: larger than 8 MiB, not a rule file</source>
        <translation>%1: 8 MiB を超えているため、ルールファイルではありません</translation>
    </message>
    <message>
        <source>The built-in runbooks are missing from this build.</source>
        <translation>このビルドには組み込みランブックが含まれていません。</translation>
    </message>
    <message>
        <source>Cannot read the runbook file %1: %2</source>
        <translation>ランブックファイル %1 を読み取れません: %2</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>is a directory</source>
        <translation>ディレクトリです</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>フォルダーが存在しません</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>ファイルがありません</translation>
    </message>
    <message>
        <source>is a directory, not a snapshot file</source>
        <translation>スナップショットファイルではなくディレクトリです</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>通常のファイルではありません</translation>
    </message>
    <message>
        <source>cannot read it (%1)</source>
        <translation>読み取れません (%1)</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>ファイルが空です</translation>
    </message>
    <message>
        <source>truncated (%1 bytes)</source>
        <translation>途中で切れています (%1 バイト)</translation>
    </message>
    <message>
        <source>not a FleetScope snapshot (not an SQLite database)</source>
        <translation>FleetScope スナップショットではありません (SQLite データベースではありません)</translation>
    </message>
    <message>
        <source>corrupted (bad page size in the header)</source>
        <translation>破損しています (ヘッダーのページサイズが不正です)</translation>
    </message>
    <message>
        <source>truncated (%1 of %2 bytes)</source>
        <translation>途中で切れています (%2 バイト中 %1 バイト)</translation>
    </message>
    <message>
        <source>truncated (%1 bytes is not a whole number of pages)</source>
        <translation>途中で切れています (%1 バイトはページ数の整数倍ではありません)</translation>
    </message>
    <message>
        <source>corrupted: %1</source>
        <translation>破損しています: %1</translation>
    </message>
    <message>
        <source>not a FleetScope snapshot (an SQLite database of another application)</source>
        <translation>FleetScope スナップショットではありません (別のアプリケーションの SQLite データベースです)</translation>
    </message>
    <message>
        <source>not a FleetScope snapshot (missing table meta)</source>
        <translation>FleetScope スナップショットではありません (テーブル meta がありません)</translation>
    </message>
    <message>
        <source>not a FleetScope snapshot (no schema version)</source>
        <translation>FleetScope スナップショットではありません (スキーマバージョンがありません)</translation>
    </message>
    <message>
        <source>made by a newer FleetScope (schema %1, this reads up to %2)</source>
        <translation>より新しい FleetScope で作成されています (スキーマ %1、このバージョンは %2 まで読み取れます)</translation>
    </message>
    <message>
        <source>unknown schema version %1</source>
        <translation>不明なスキーマバージョン %1</translation>
    </message>
    <message>
        <source>missing table %1</source>
        <translation>テーブル %1 がありません</translation>
    </message>
    <message>
        <source>missing tables %1</source>
        <translation>テーブル %1 がありません</translation>
    </message>
    <message>
        <source>cannot read table %1 (%2)</source>
        <translation>テーブル %1 を読み取れません (%2)</translation>
    </message>
    <message>
        <source>corrupted (table %1 does not match its checksum)</source>
        <translation>破損しています (テーブル %1 がチェックサムと一致しません)</translation>
    </message>
    <message>
        <source>cannot write it (%1)</source>
        <translation>書き込めません (%1)</translation>
    </message>
    <message>
        <source>the database did not close cleanly</source>
        <translation>データベースが正常に閉じられませんでした</translation>
    </message>
    <message>
        <source>cannot save the annotations (%1)</source>
        <translation>注釈を保存できません (%1)</translation>
    </message>
    <message>
        <source>cannot store lane %1, query %2: %3</source>
        <translation>レーン %1、クエリ %2 を保存できません: %3</translation>
    </message>
    <message>
        <source>its dashboard cannot be read: %1</source>
        <translation>そのダッシュボードを読み取れません: %1</translation>
    </message>
    <message>
        <source>lane %1, query %2</source>
        <translation>レーン %1、クエリ %2</translation>
    </message>
    <message>
        <source>corrupted (%1: a series block is missing)</source>
        <translation>破損しています (%1: 系列ブロックがありません)</translation>
    </message>
    <message>
        <source>corrupted (%1: %2)</source>
        <translation>破損しています (%1: %2)</translation>
    </message>
    <message>
        <source>corrupted (%1: a block does not hold what it says)</source>
        <translation>破損しています (%1: ブロックの内容が宣言と一致しません)</translation>
    </message>
    <message>
        <source>corrupted (%1: blocks on different grids)</source>
        <translation>破損しています (%1: ブロックのグリッドが異なります)</translation>
    </message>
    <message>
        <source>corrupted (%1: no series block)</source>
        <translation>破損しています (%1: 系列ブロックがありません)</translation>
    </message>
    <message>
        <source>corrupted (%1: series are missing)</source>
        <translation>破損しています (%1: 系列が欠けています)</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>メモリ不足です</translation>
    </message>
    <message>
        <source>its SQLite header is damaged</source>
        <translation>SQLite ヘッダーが破損しています</translation>
    </message>
    <message>
        <source>truncated</source>
        <translation>途中で切れています</translation>
    </message>
    <message>
        <source>read error: %1</source>
        <translation>読み取りエラー: %1</translation>
    </message>
    <message>
        <source>%1 has no %2 or %3 series in this period: nothing to count.</source>
        <translation>%1 にはこの期間の %2 系列も %3 系列もありません。集計対象がありません。</translation>
    </message>
    <message>
        <source>kube_pod_info: %1; GPU-hours of ended pods are not told apart</source>
        <translation>kube_pod_info: %1。終了済み Pod の GPU 時間は区別されません</translation>
    </message>
    <message>
        <source>Utilisation is %1 × 100: the source has no %2 series in this period (MIG, or a counter file without it).</source>
        <translation>使用率は %1 × 100 です。ソースにはこの期間の %2 系列がありません (MIG、またはそれを含まないカウンターファイル)。</translation>
    </message>
    <message>
        <source>Utilisation is %1.</source>
        <translation>使用率は %1 です。</translation>
    </message>
    <message>
        <source>Canceled.</source>
        <translation>キャンセルしました。</translation>
    </message>
    <message>
        <source>The source stopped answering after %1 of %2 metrics (%3): this answer is from the metrics compared before; explain again once the source is back.</source>
        <translation>ソースが %2 個中 %1 個のメトリックの後で応答しなくなりました (%3): この回答はそれまでに比較したメトリックによるものです。ソースが復旧したらもう一度説明してください。</translation>
    </message>
    <message>
        <source>Explain reads Prometheus-compatible sources, and &quot;%1&quot; is none: explain a lane with a PromQL query.</source>
        <translation>説明は Prometheus 互換ソースを読み取りますが、&quot;%1&quot; はそうではありません: PromQL クエリを持つレーンを説明してください。</translation>
    </message>
    <message>
        <source>The lane&apos;s query failed: %1</source>
        <translation>レーンのクエリが失敗しました: %1</translation>
    </message>
    <message>
        <source>The lane has no data in the window %1 to %2: nothing to explain. Select minutes where the lane has a line.</source>
        <translation>レーンには %1 から %2 の時間帯にデータがありません: 説明するものがありません。レーンに線がある時間を選択してください。</translation>
    </message>
    <message>
        <source>The lane has no data in the baseline %1 to %2: nothing to compare the window with; pick another baseline.</source>
        <translation>レーンにはベースライン %1 から %2 のデータがありません: 時間帯と比べるものがありません。別のベースラインを選んでください。</translation>
    </message>
    <message>
        <source>Change detector %1 (source %2): %3</source>
        <translation>変更検出 %1（ソース %2）: %3</translation>
    </message>
    <message>
        <source>Annotation query %1 (source %2): %3</source>
        <translation>注釈クエリ %1（ソース %2）: %3</translation>
    </message>
    <message>
        <source>corrupted (table %1 is missing)</source>
        <translation>破損しています（テーブル %1 がありません）</translation>
    </message>
    <message>
        <source>Replay is offline: the snapshot holds no baseline %1 for lane %2. Compare with it live and capture again.</source>
        <translation>リプレイはオフラインです: スナップショットにはレーン %2 のベースライン %1 がありません。ライブで比較してから再度キャプチャしてください。</translation>
    </message>
    <message>
        <source>Replay is offline: the snapshot holds no baseline %1 for this lane. Compare with it live and capture again.</source>
        <translation>リプレイはオフラインです: スナップショットにはこのレーンのベースライン %1 がありません。ライブで比較してから再度キャプチャしてください。</translation>
    </message>
    <message>
        <source>Compare with %1, lane %2: %3</source>
        <translation>%1 との比較、レーン %2: %3</translation>
    </message>
    <message>
        <source>the source has no data from %1 to %2. Choose another range to compare with.</source>
        <translation>ソースには %1 から %2 までのデータがありません。比較する別の範囲を選んでください。</translation>
    </message>
    <message>
        <source>cannot store the baseline of lane %1: %2</source>
        <translation>レーン %1 のベースラインを保存できません: %2</translation>
    </message>
    <message>
        <source>corrupted (the baseline of lane %1: %2)</source>
        <translation>破損しています (レーン %1 のベースライン: %2)</translation>
    </message>
    <message>
        <source>cannot store what rule %1 read: %2</source>
        <translation>ルール %1 が読み取ったものを保存できません: %2</translation>
    </message>
    <message>
        <source>corrupted (what rule %1 read: %2)</source>
        <translation>破損しています (ルール %1 が読み取ったもの: %2)</translation>
    </message>
    <message>
        <source>corrupted (what rule %1 read: blocks do not join)</source>
        <translation>破損しています (ルール %1 が読み取ったもの: ブロックがつながりません)</translation>
    </message>
    <message>
        <source>kube_pod_container_resource_requests: %1; allocation comes from the DCGM pod labels</source>
        <translation>kube_pod_container_resource_requests: %1。割り当ては DCGM の Pod ラベルから求めます</translation>
    </message>
    <message>
        <source>Requested GPU-hours are the pods&apos; nvidia.com/gpu requests (kube-state-metrics).</source>
        <translation>要求 GPU 時間は Pod の nvidia.com/gpu リクエストです (kube-state-metrics)。</translation>
    </message>
    <message>
        <source>The source exports no GPU requests (kube-state-metrics&apos; kube_pod_container_resource_requests): requested GPU-hours are the hours a running pod held a GPU, by the DCGM pod labels.</source>
        <translation>ソースは GPU リクエストを出力していません (kube-state-metrics の kube_pod_container_resource_requests): 要求 GPU 時間は、DCGM の Pod ラベルで実行中の Pod が GPU を保持していた時間です。</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>--script wants pan:SECONDS or live:SECONDS, not &apos;%1&apos;</source>
        <translation>--script には pan:SECONDS または live:SECONDS を指定してください（&apos;%1&apos; は無効です）</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>--script: not every lane showed data within 180 s</source>
        <translation>--script: 180 秒以内にデータを表示しなかったレーンがあります</translation>
    </message>
    <message>
        <source>Desktop dashboard for GPU fleet observability.</source>
        <translation>GPU フリートのオブザーバビリティ用デスクトップダッシュボード。</translation>
    </message>
    <message>
        <source>Data sources file.</source>
        <translation>データソースファイル。</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Dashboard file or builtin:NAME.</source>
        <translation>ダッシュボードファイルまたは builtin:NAME。</translation>
    </message>
    <message>
        <source>REF</source>
        <translation>REF</translation>
    </message>
    <message>
        <source>Write lane frame timings as JSON to FILE (- for stdout).</source>
        <translation>レーンのフレーム時間を JSON として FILE に書き出します（- で標準出力）。</translation>
    </message>
    <message>
        <source>With --frame-stats: once every lane shows data, pan for SECONDS or watch live refreshes for SECONDS, then write the timings and quit.</source>
        <translation>--frame-stats と併用: すべてのレーンにデータが表示されたら、SECONDS 秒間パンするか SECONDS 秒間ライブ更新を監視し、その後時間を書き出して終了します。</translation>
    </message>
    <message>
        <source>A .fsnap file to replay.</source>
        <translation>リプレイする .fsnap ファイル。</translation>
    </message>
    <message>
        <source>--script needs --frame-stats</source>
        <translation>--script には --frame-stats が必要です</translation>
    </message>
    <message>
        <source>Compare every lane with this long before (1d, 1w, 90m): drawn in grey behind today&apos;s.</source>
        <translation>各レーンをこの期間だけ前と比較します (1d, 1w, 90m): 今日のレーンの背後に灰色で描画されます。</translation>
    </message>
    <message>
        <source>DURATION</source>
        <translation>DURATION</translation>
    </message>
    <message>
        <source>--compare &quot;%1&quot;: give a duration such as 1d, 1w or 90m.</source>
        <translation>--compare &quot;%1&quot;: 1d、1w、90m のような期間を指定してください。</translation>
    </message>
</context>
</TS>

// Azure Automation job resources (the answer to the PUT that starts a
// runbook job and to each GET that polls it): AutomationClient::parseJob.

#include "automationclient.h"
#include "fuzzsupport.h"

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    Fuzz::silenceQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArrayView body = Fuzz::bytes(data, size);
    for (const int status : {200, 201, Fuzz::errorStatus(size)}) {
        const auto job =
            AutomationClient::parseJob(body, status, QStringLiteral("fleet-automation"));
        if (job)
            FUZZ_CHECK(!job->status.isEmpty());
        else
            Fuzz::checkError(job.error());
    }
    (void)AutomationClient::isTerminal(QString::fromUtf8(body));
    return 0;
}

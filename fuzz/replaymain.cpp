// A main for the fuzz harnesses outside libFuzzer: each argument is a file or
// a folder of files, and every file is passed once to LLVMFuzzerTestOneInput.
// The test suite builds every harness with this (under the asan preset's
// ASan + UBSan) and replays fuzz/corpus and fuzz/crashes through it, so a
// parser regression on a known input fails a ctest test without clang or a
// second build of the tree. Real fuzzing stays with libFuzzer (fuzz/run).
//
// Written here rather than taken from a library: libFuzzer's own main is
// only in clang's runtime, and this is the few lines its replay mode needs.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <system_error>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size);
extern "C" __attribute__((weak)) int LLVMFuzzerInitialize(int *argc, char ***argv);

namespace {

bool readFile(const std::filesystem::path &path, std::vector<std::uint8_t> &out)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return false;
    out.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    return !in.bad();
}

} // namespace

int main(int argc, char **argv)
{
    if (LLVMFuzzerInitialize)
        LLVMFuzzerInitialize(&argc, &argv);
    std::vector<std::filesystem::path> files;
    for (int i = 1; i < argc; ++i) {
        const std::filesystem::path arg(argv[i]);
        std::error_code ec;
        if (std::filesystem::is_directory(arg, ec)) {
            for (const auto &entry : std::filesystem::directory_iterator(arg, ec))
                if (entry.is_regular_file())
                    files.push_back(entry.path());
        } else if (std::filesystem::is_regular_file(arg, ec)) {
            files.push_back(arg);
        } else {
            std::fprintf(stderr, "fuzz replay: %s is neither a file nor a folder\n", argv[i]);
            return 2;
        }
        if (ec) {
            std::fprintf(stderr, "fuzz replay: cannot read %s: %s\n", argv[i],
                         ec.message().c_str());
            return 2;
        }
    }
    if (files.empty()) {
        std::fprintf(stderr, "fuzz replay: no input files given; pass corpus folders or files\n");
        return 2;
    }
    // A stable order, so that a failure names the same file on every run.
    std::sort(files.begin(), files.end());
    std::vector<std::uint8_t> data;
    for (const auto &file : files) {
        if (!readFile(file, data)) {
            std::fprintf(stderr, "fuzz replay: cannot read %s\n", file.c_str());
            return 2;
        }
        // Printed before the run: a trap or a sanitizer report ends the
        // process, and the last line then names the input that did it.
        std::fprintf(stderr, "fuzz replay: %s\n", file.c_str());
        LLVMFuzzerTestOneInput(data.data(), data.size());
    }
    std::printf("fuzz replay: %zu inputs ran clean\n", files.size());
    return 0;
}

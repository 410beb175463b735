// The executable that compiles a test kind's precompiled header
// (tests/CMakeLists.txt); it is never run.
int main()
{
    return 0;
}

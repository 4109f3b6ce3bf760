/* sys.c: a program over many glibc headers and POSIX interfaces (threads, regex, fnmatch,
   hash tables, time, pipes and fork, signals, sockets addresses, wide strings, mmap), the
   way system tools are written; for the tcc workload (compiled, linked with -pthread and
   run). Exits 0 when every check passes. Written for the freqpath corpus. */
#define _GNU_SOURCE
#include <assert.h>
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <locale.h>
#include <math.h>
#include <setjmp.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <wchar.h>
#include <wctype.h>
#include <limits.h>
#include <unistd.h>
#include <fcntl.h>
#include <sys/types.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/resource.h>
#include <sys/utsname.h>
#include <sys/ioctl.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <netdb.h>
#include <dirent.h>
#include <pthread.h>
#include <poll.h>
#include <termios.h>
#include <pwd.h>
#include <grp.h>
#ifdef __TINYC__
/* glibc's regexec prototype sizes an array parameter by an earlier parameter, which tcc
   does not parse; this makes <regex.h> declare it without the size */
#define __STDC_NO_VLA__ 1
#endif
#include <regex.h>
#include <glob.h>
#include <fnmatch.h>
#include <getopt.h>
#include <dlfcn.h>
#include <search.h>
#include <byteswap.h>
#include <endian.h>
#include <libgen.h>
#include <sched.h>
#include <semaphore.h>
#include <syslog.h>
#include <ftw.h>
#include <langinfo.h>

static int fails;
#define EXPECT(c) do { if (!(c)) { fails++; fprintf(stderr, "sys.c:%d: %s\n", __LINE__, #c); } } while (0)

/* ---------------------------------------------------------------- threads */
struct job { const uint32_t *data; size_t n; uint64_t sum; };
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static uint64_t grand_total;

static void *worker(void *arg)
{
    struct job *j = arg;
    size_t i;
    for (i = 0; i < j->n; i++)
        j->sum += j->data[i] % 1000;
    pthread_mutex_lock(&lock);
    grand_total += j->sum;
    pthread_mutex_unlock(&lock);
    return NULL;
}

static void test_threads(void)
{
    enum { N = 40000, T = 4 };
    static uint32_t data[N];
    pthread_t th[T];
    struct job jobs[T];
    uint64_t check = 0;
    uint32_t x = 12345;
    int i;
    for (i = 0; i < N; i++) {
        x ^= x << 13; x ^= x >> 17; x ^= x << 5;
        data[i] = x;
        check += x % 1000;
    }
    for (i = 0; i < T; i++) {
        jobs[i].data = data + i * (N / T);
        jobs[i].n = N / T;
        jobs[i].sum = 0;
        EXPECT(pthread_create(&th[i], NULL, worker, &jobs[i]) == 0);
    }
    for (i = 0; i < T; i++)
        pthread_join(th[i], NULL);
    EXPECT(grand_total == check);
    printf("threads: %" PRIu64 "\n", grand_total);
}

/* ---------------------------------------------------------------- text */
static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static void test_text(void)
{
    regex_t re;
    regmatch_t m[4];
    const char *lines[] = { "GET /index.html 200", "POST /api/v2/items 201", "GET /missing 404",
                            "DELETE /api/v1/items/7 204", "bogus line" };
    char *sorted[] = { "pear", "apple", "fig", "banana", "cherry" };
    char *key = "fig", **hit;
    ENTRY e, *ep;
    int i, ok = 0;
    EXPECT(regcomp(&re, "^([A-Z]+) (/[a-z0-9/._]*) ([0-9]{3})$", REG_EXTENDED) == 0);
    for (i = 0; i < 5; i++)
        if (regexec(&re, lines[i], 4, m, 0) == 0 && lines[i][m[3].rm_so] == '2')
            ok++;
    regfree(&re);
    EXPECT(ok == 3);
    EXPECT(fnmatch("*.c", "sys.c", 0) == 0 && fnmatch("[a-c]?x", "bqx", 0) == 0);
    EXPECT(fnmatch("*/b", "a/x/b", FNM_PATHNAME) != 0);
    qsort(sorted, 5, sizeof sorted[0], cmp_str);
    hit = bsearch(&key, sorted, 5, sizeof sorted[0], cmp_str);
    EXPECT(hit && hit - sorted == 3);
    EXPECT(hcreate(64));
    for (i = 0; i < 5; i++) {
        e.key = sorted[i];
        e.data = (void *)(intptr_t)(i * 10);
        hsearch(e, ENTER);
    }
    e.key = "cherry";
    ep = hsearch(e, FIND);
    EXPECT(ep && (intptr_t)ep->data == 20);
    hdestroy();
    {
        wchar_t w[32];
        size_t n = mbstowcs(w, "plain ascii", 32);
        EXPECT(n == 11 && wcslen(w) == 11 && iswalpha(w[0]) && towupper(w[1]) == L'L');
    }
    {
        char path[] = "/usr/local/lib/libthing.so", path2[] = "/usr/local/lib/libthing.so";
        EXPECT(strcmp(basename(path), "libthing.so") == 0 && strcmp(dirname(path2), "/usr/local/lib") == 0);
    }
    EXPECT(strtoimax("-9000000000", NULL, 10) == -9000000000LL && strtoumax("ff", NULL, 16) == 255);
    EXPECT(bswap_32(0x11223344u) == 0x44332211u && htobe16(0x0102) == 0x0201);
    printf("text: %s %s\n", sorted[0], sorted[4]);
}

/* ---------------------------------------------------------------- processes */
static volatile sig_atomic_t got_signal;
static void on_signal(int sig) { got_signal = sig; }

static void test_process(void)
{
    int fds[2], status;
    pid_t pid;
    char buf[64];
    ssize_t n;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigemptyset(&sa.sa_mask);
    EXPECT(sigaction(SIGUSR1, &sa, NULL) == 0);
    raise(SIGUSR1);
    EXPECT(got_signal == SIGUSR1);
    EXPECT(pipe(fds) == 0);
    pid = fork();
    if (pid == 0) {
        close(fds[0]);
        dprintf(fds[1], "child %d says hi", 7);
        _exit(3);
    }
    close(fds[1]);
    n = read(fds[0], buf, sizeof buf - 1);
    buf[n > 0 ? n : 0] = 0;
    close(fds[0]);
    EXPECT(waitpid(pid, &status, 0) == pid && WIFEXITED(status) && WEXITSTATUS(status) == 3);
    EXPECT(strcmp(buf, "child 7 says hi") == 0);
    {
        void *p = mmap(NULL, 1 << 16, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        EXPECT(p != MAP_FAILED);
        memset(p, 0x5a, 1 << 16);
        EXPECT(((unsigned char *)p)[65535] == 0x5a);
        munmap(p, 1 << 16);
    }
    {
        struct rlimit rl;
        struct utsname u;
        EXPECT(getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur > 0);
        EXPECT(uname(&u) == 0 && strlen(u.sysname) > 0);
    }
    {
        FILE *f = tmpfile();
        int c, count = 0;
        fprintf(f, "%s|%5d|%-6s|%08.3f|%x|%o|%e\n", "row", 42, "left", 3.14159, 255u, 8u, 12345.678);
        rewind(f);
        while ((c = fgetc(f)) != EOF) count += c == '|';
        fclose(f);
        EXPECT(count == 6);
    }
    printf("process: %s\n", buf);
}

/* ---------------------------------------------------------------- network and time */
static void test_net_time(void)
{
    struct in_addr a4;
    struct in6_addr a6;
    char back[INET6_ADDRSTRLEN];
    struct tm tm;
    time_t t = 1700000000;
    char when[64];
    struct sockaddr_in sin;
    EXPECT(inet_pton(AF_INET, "192.168.10.200", &a4) == 1 && ntohl(a4.s_addr) == 0xc0a80ac8u);
    EXPECT(inet_pton(AF_INET6, "2001:db8::1", &a6) == 1);
    EXPECT(inet_ntop(AF_INET6, &a6, back, sizeof back) && strcmp(back, "2001:db8::1") == 0);
    memset(&sin, 0, sizeof sin);
    sin.sin_family = AF_INET;
    sin.sin_port = htons(8080);
    EXPECT(ntohs(sin.sin_port) == 8080);
    gmtime_r(&t, &tm);
    strftime(when, sizeof when, "%Y-%m-%d %H:%M:%S %a %j", &tm);
    EXPECT(strcmp(when, "2023-11-14 22:13:20 Tue 318") == 0);
    EXPECT(timegm(&tm) == t);
    {
        struct timespec ts;
        EXPECT(clock_gettime(CLOCK_MONOTONIC, &ts) == 0);
    }
    printf("net/time: %s %s\n", back, when);
}

/* ---------------------------------------------------------------- math */
static jmp_buf env;
static void test_math(void)
{
    double x = 0.7;
    int i;
    volatile int depth = 0;
    for (i = 0; i < 50; i++) x = 3.9 * x * (1 - x);
    EXPECT(x > 0 && x < 1);
    EXPECT(fabs(sin(M_PI / 6) - 0.5) < 1e-12 && fabs(exp(log(10.0)) - 10) < 1e-9);
    EXPECT(isnan(sqrt(-1.0)) && isinf(1.0 / 0.0) && signbit(-0.0));
    EXPECT(lround(2.5) == 3 && (int)floor(-1.5) == -2 && fmod(7.5, 2) == 1.5);
    EXPECT(fabs(hypot(3, 4) - 5) < 1e-12 && fabs(cbrt(27.0) - 3) < 1e-12 && ldexp(1.0, 10) == 1024.0);
    if (setjmp(env) == 0) {
        depth = 1;
        longjmp(env, 1);
    }
    EXPECT(depth == 1);
    printf("math: %.6f %a\n", x, 0.75);
}

int main(int argc, char **argv)
{
    int opt, only = 0;
    static struct option longopts[] = { { "only", required_argument, 0, 'o' }, { 0, 0, 0, 0 } };
    setlocale(LC_ALL, "C");
    while ((opt = getopt_long(argc, argv, "o:", longopts, NULL)) != -1)
        if (opt == 'o')
            only = atoi(optarg);
    if (!only || only == 1) test_threads();
    if (!only || only == 2) test_text();
    if (!only || only == 3) test_process();
    if (!only || only == 4) test_net_time();
    if (!only || only == 5) test_math();
    printf("sys: %d failures (%s)\n", fails, nl_langinfo(CODESET));
    return fails != 0;
}

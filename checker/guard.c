// SPDX-License-Identifier: MIT
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include "guard.h"
#include "input.h"

/* Faults this close to the stack limit are the stack running out. */
#define STACK_SLACK (1024 * 1024)

static char alt_stack[64 * 1024];
static uintptr_t stack_base;
static rlim_t stack_limit = RLIM_INFINITY;
/* Read by the signal handlers: lock-free atomics, not plain globals. */
static _Atomic(const char *) current_file;
static atomic_uint time_limit;
static int give_up_status = 2;

void guard_status(int status)
{
	give_up_status = status;
}

static void say(const char *s)
{
	ssize_t left = strlen(s);

	while (left > 0) {
		ssize_t n = write(STDERR_FILENO, s, left);

		if (n <= 0)
			return;
		s += n;
		left -= n;
	}
}

static void utoa(unsigned int v, char *buf)
{
	char tmp[16];
	int n = 0;

	do {
		tmp[n++] = '0' + v % 10;
		v /= 10;
	} while (v);
	while (n)
		*buf++ = tmp[--n];
	*buf = '\0';
}

/* Only async-signal-safe calls from here on. */
static void give_up(const char *why, const char *num, const char *rest)
{
	capture_abandon();
	say(current_file ? current_file : "sysfscheck");
	say(": error: not analysed: ");
	say(why);
	if (num)
		say(num);
	if (rest)
		say(rest);
	say("\n");
	_exit(give_up_status);
}

static int stack_overflow(const void *addr)
{
	uintptr_t a = (uintptr_t)addr, depth;

	if (stack_limit == RLIM_INFINITY || !stack_base || a >= stack_base)
		return 0;
	depth = stack_base - a;
	return depth + STACK_SLACK > stack_limit &&
	       depth < stack_limit + STACK_SLACK;
}

static void on_fault(int sig, siginfo_t *info, void *ctx)
{
	char num[16];

	if (sig == SIGSEGV && current_file && stack_overflow(info->si_addr))
		give_up("nested too deeply for the parser (stack exhausted)",
			NULL, NULL);
	capture_abandon();
	utoa(sig, num);
	say("sysfscheck: internal error: signal ");
	say(num);
	if (current_file) {
		say(" while analysing ");
		say(current_file);
	}
	say("\n");
	/*
	 * SA_RESETHAND restored the default action: the signal raised here
	 * (or the fault, again) ends the program as a crash on return.
	 */
	raise(sig);
}

static void on_alarm(int sig)
{
	char num[16];

	utoa(time_limit, num);
	give_up("gave up after ", num, " s (--time-limit=SECONDS)");
}

void guard_install(void *base)
{
	struct sigaction sa;
	struct rlimit rl;
	stack_t ss;

	stack_base = (uintptr_t)base;
	if (!getrlimit(RLIMIT_STACK, &rl))
		stack_limit = rl.rlim_cur;

	ss.ss_sp = alt_stack;
	ss.ss_size = sizeof(alt_stack);
	ss.ss_flags = 0;
	if (sigaltstack(&ss, NULL))
		return;
	memset(&sa, 0, sizeof(sa));
	sa.sa_sigaction = on_fault;
	sa.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_RESETHAND;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGSEGV, &sa, NULL);
	sigaction(SIGBUS, &sa, NULL);
	sigaction(SIGFPE, &sa, NULL);
	sigaction(SIGILL, &sa, NULL);
	sigaction(SIGABRT, &sa, NULL);

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_alarm;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGALRM, &sa, NULL);
}

void guard_file_begin(const char *file, unsigned int seconds)
{
	current_file = file;
	time_limit = seconds;
	alarm(seconds);
}

void guard_file_end(void)
{
	alarm(0);
	current_file = NULL;
}

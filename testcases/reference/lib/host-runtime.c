// SPDX-License-Identifier: MIT
/*
 * Services the kernel half asks of the host: reporting findings (each
 * place and check once), output, the show() page with its guard, and
 * fault injection.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <sanitizer/asan_interface.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "host.h"

#define PAGE 4096UL

struct seen {
	char *key;
	struct seen *next;
};

static struct seen *seen;
static int findings;

int host_findings(void)
{
	return findings;
}

void host_report_at(const char *check, const char *file, int line,
		    const char *msg)
{
	struct seen *s;
	char *key;

	if (asprintf(&key, "%s:%d:%s", file, line, check) < 0)
		return;
	for (s = seen; s; s = s->next)
		if (!strcmp(s->key, key)) {
			free(key);
			return;
		}
	s = malloc(sizeof(*s));
	s->key = key;
	s->next = seen;
	seen = s;
	findings++;
	fflush(stdout);
	fprintf(stderr, "%s:%d: runtime: %s [%s]\n", file, line, msg, check);
	fflush(stderr);
}

void ref_report(const char *check, enum ref_place place, const void *addr,
		const char *fmt, ...)
{
	const char *file = "?";
	int line = 0, found = 0;
	char msg[2048];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	switch (place) {
	case REF_AT_CALL:
		/* A return address: the call is the instruction before. */
		found = addr && host_code_place((const char *)addr - 1, &file, &line);
		break;
	case REF_AT_FUNCTION:
		found = addr && host_function_place(addr, &file, &line);
		break;
	case REF_AT_DATA:
		found = addr && host_data_place(addr, &file, &line);
		break;
	}
	if (!found) {
		file = host_driver_file();
		line = 0;
	}
	host_report_at(check, file, line, msg);
}

void ref_out(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
}

void ref_vlog(const char *fmt, va_list ap)
{
	printf("kernel: ");
	vprintf(fmt, ap);
}

const char *ref_strerror(int err)
{
	return strerror(err < 0 ? -err : err);
}

/*
 * One page for show(), zeroed, page aligned, followed by a guard page that
 * AddressSanitizer treats as poisoned (so a write past the page is
 * reported where it happens and the run goes on) and then an inaccessible
 * page for writes that run further still.
 */
void *ref_page_alloc(void)
{
	char *p = mmap(NULL, 3 * PAGE, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (p == MAP_FAILED) {
		perror("sysfsref: mmap");
		exit(2);
	}
	mprotect(p + 2 * PAGE, PAGE, PROT_NONE);
	ASAN_POISON_MEMORY_REGION(p + PAGE, PAGE);
	return p;
}

void ref_page_free(void *page)
{
	ASAN_UNPOISON_MEMORY_REGION((char *)page + PAGE, PAGE);
	munmap(page, 3 * PAGE);
}

/* Fault injection: "fail FUNC [N]" makes the Nth next call fail. */
struct fault {
	char *fn;
	int countdown;
	struct fault *next;
};

static struct fault *faults;

void host_fail(const char *fn, int nth)
{
	struct fault *f = calloc(1, sizeof(*f));

	f->fn = strdup(fn);
	f->countdown = nth > 0 ? nth : 1;
	f->next = faults;
	faults = f;
}

int ref_should_fail(const char *fn)
{
	struct fault **pos, *f;

	for (pos = &faults; (f = *pos); pos = &f->next) {
		if (strcmp(f->fn, fn))
			continue;
		if (--f->countdown > 0)
			return 0;
		*pos = f->next;
		free(f->fn);
		free(f);
		printf("sysfsref: %s() fails with -ENOMEM, as asked\n", fn);
		return 1;
	}
	return 0;
}

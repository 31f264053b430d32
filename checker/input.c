// SPDX-License-Identifier: MIT
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "input.h"
#include "source.h"

/* How much of a file is read to tell text from binary data. */
#define SNIFF_BYTES 65536

/*
 * Standard input can be read once: it is read whole here, judged as a
 * file is, and handed to sparse (and to the reporter, for suppressions and
 * columns) from a copy.
 */
static int stdin_usable(char *why, size_t len)
{
	static int done;
	char *text = NULL;
	size_t size = 0, cap = 0;
	ssize_t n;
	FILE *copy;

	if (done) {
		snprintf(why, len, "standard input ('-') can be read only once");
		return -1;
	}
	done = 1;
	for (;;) {
		if (size + 65536 > cap) {
			cap = (size + 65536) * 2;
			text = realloc(text, cap);
			if (!text) {
				snprintf(why, len, "standard input: out of memory");
				return -1;
			}
		}
		n = read(STDIN_FILENO, text + size, cap - size);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			snprintf(why, len, "cannot read standard input: %s",
				 strerror(errno));
			free(text);
			return -1;
		}
		if (n == 0)
			break;
		size += n;
	}
	if (size == 0 || memchr(text, '\0', size)) {
		snprintf(why, len, "standard input is %s",
			 size ? "binary data, not C source" : "empty");
		free(text);
		return -1;
	}
	copy = tmpfile();
	if (!copy || fwrite(text, 1, size, copy) != size || fflush(copy) ||
	    lseek(fileno(copy), 0, SEEK_SET) ||
	    dup2(fileno(copy), STDIN_FILENO) < 0) {
		snprintf(why, len, "cannot keep a copy of standard input: %s",
			 strerror(errno));
		free(text);
		return -1;
	}
	source_provide_stdin(text, size);
	free(text);
	return 0;
}

int input_usable(const char *path, char *why, size_t len)
{
	static char buf[SNIFF_BYTES];
	struct stat st;
	ssize_t n;
	int fd;

	if (!strcmp(path, "-"))
		return stdin_usable(why, len);
	fd = open(path, O_RDONLY);
	if (fd < 0) {
		snprintf(why, len, "cannot open '%s': %s", path, strerror(errno));
		return -1;
	}
	if (fstat(fd, &st) < 0 || S_ISDIR(st.st_mode)) {
		snprintf(why, len, "'%s' is a directory, not a C file", path);
		close(fd);
		return -1;
	}
	if (!S_ISREG(st.st_mode)) {
		snprintf(why, len, "'%s' is not a regular file", path);
		close(fd);
		return -1;
	}
	n = read(fd, buf, sizeof(buf));
	close(fd);
	if (n < 0) {
		snprintf(why, len, "cannot read '%s': %s", path, strerror(errno));
		return -1;
	}
	if (n == 0) {
		snprintf(why, len, "'%s' is empty", path);
		return -1;
	}
	if (memchr(buf, '\0', n)) {
		snprintf(why, len, "'%s' is binary data, not C source", path);
		return -1;
	}
	return 0;
}

static int saved_stderr = -1;
static FILE *capture_file;
static const char *capture_name;

/*
 * sparse leaves through exit(1) on fatal errors; turn that into the
 * documented "unusable input" status with its one line.
 */
static void (*on_fatal)(const char *text);
static int fatal_status = 2;

void capture_fatal_status(int status)
{
	fatal_status = status;
}

void capture_on_fatal(void (*fn)(const char *text))
{
	on_fatal = fn;
}

void capture_abandon(void)
{
	if (saved_stderr >= 0) {
		dup2(saved_stderr, STDERR_FILENO);
		saved_stderr = -1;
	}
}

static void fatal_exit(void)
{
	struct sparse_messages msgs;

	if (saved_stderr < 0)
		return;
	capture_end(&msgs);
	if (on_fatal && msgs.text)
		on_fatal(msgs.text);
	if (msgs.errors) {
		fprintf(stderr, "%s: error: not analysed: %s\n", msgs.where,
			msgs.first_error);
	} else {
		/* die() prints a bare message: show its last line. */
		char *last = msgs.text ? strrchr(msgs.text, '\n') : NULL;

		while (last && last > msgs.text && last[1] == '\0') {
			*last = '\0';
			last = strrchr(msgs.text, '\n');
		}
		fprintf(stderr, "%s: error: not analysed: %s\n", capture_name,
			last ? last + 1 : (msgs.text && *msgs.text ?
					   msgs.text : "sparse stopped"));
	}
	fflush(stderr);
	_exit(fatal_status);
}

void capture_begin(const char *file)
{
	static int registered;

	if (!registered) {
		atexit(fatal_exit);
		registered = 1;
	}
	capture_name = file;
	fflush(stderr);
	capture_file = tmpfile();
	if (!capture_file)
		return;
	saved_stderr = dup(STDERR_FILENO);
	dup2(fileno(capture_file), STDERR_FILENO);
}

/* "path:line:col: error: message" */
static const char *error_message(const char *line)
{
	const char *tag = strstr(line, ": error: ");

	return tag ? tag + strlen(": error: ") : NULL;
}

void capture_end(struct sparse_messages *out)
{
	size_t size = 0;
	char *line, *save;
	long end;

	memset(out, 0, sizeof(*out));
	if (!capture_file || saved_stderr < 0) {
		out->text = strdup("");
		return;
	}
	fflush(stderr);
	dup2(saved_stderr, STDERR_FILENO);
	close(saved_stderr);
	saved_stderr = -1;

	end = ftell(capture_file);
	if (end > 0)
		size = end;
	out->text = calloc(1, size + 1);
	if (out->text && size) {
		rewind(capture_file);
		size = fread(out->text, 1, size, capture_file);
		out->text[size] = '\0';
	}
	fclose(capture_file);
	capture_file = NULL;
	if (!out->text)
		return;

	{
		char *copy = strdup(out->text);
		size_t name_len = strlen(capture_name);
		int have_own = 0;

		for (line = strtok_r(copy, "\n", &save); line;
		     line = strtok_r(NULL, "\n", &save)) {
			const char *msg = error_message(line);
			int own;

			if (!msg)
				continue;
			out->errors++;
			/* Prefer an error in the input file to one in a header. */
			own = !strncmp(line, capture_name, name_len) &&
			      line[name_len] == ':';
			if (out->errors == 1 || (own && !have_own)) {
				snprintf(out->where, sizeof(out->where), "%.*s",
					 (int)(msg - line - strlen(": error: ")),
					 line);
				snprintf(out->first_error,
					 sizeof(out->first_error), "%s", msg);
			}
			have_own |= own;
		}
		free(copy);
	}
}

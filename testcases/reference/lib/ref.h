/* SPDX-License-Identifier: MIT */
/*
 * The boundary between the two halves of the reference implementation:
 * the "kernel" half (core-*.c), built against the reference's own kernel
 * headers, and the "host" half (host-*.c), built against the C library.
 * Only plain C types cross it, so neither half sees the other's headers.
 */
#ifndef SYSFSREF_REF_H
#define SYSFSREF_REF_H

/* Where a run-time finding points. */
enum ref_place {
	REF_AT_CALL,		/* addr: a return address; the line of the call */
	REF_AT_FUNCTION,	/* addr: a function; the line of its name */
	REF_AT_DATA,		/* addr: inside a variable; its definition */
};

/* Report one finding "file:line: runtime: message [check]", once. */
void ref_report(const char *check, enum ref_place place, const void *addr,
		const char *fmt, ...) __attribute__((format(printf, 4, 5)));

/* Names for messages: the variable or function at @addr, or "?". */
const char *ref_data_name(const void *addr);
const char *ref_function_name(const void *fn);

/*
 * Is @attr the attr member of a struct bin_attribute variable (from the
 * program's debugging information)?
 */
int ref_is_bin_attribute(const void *attr);

/*
 * Is @attr the struct attribute of an attribute type the driver defines
 * itself (a struct holding it and show()- or store()-shaped function
 * pointers, which the driver's sysfs_ops reach with container_of())? Then
 * *@fn is what its show() (store() when @store) member holds, perhaps
 * NULL: the function the driver's sysfs_ops call for this attribute.
 */
int ref_own_attribute_callback(const void *attr, int store, const void **fn);

/* Fault injection: should this call of API function @fn fail? */
int ref_should_fail(const char *fn);

/* The show() page: one zeroed, page-aligned page with a guard after it. */
void *ref_page_alloc(void);
void ref_page_free(void *page);

/* Plain output for sysfsref's commands and the kernel log. */
void ref_out(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void ref_vlog(const char *fmt, __builtin_va_list ap);

/*
 * What the kernel half is doing, for attributing AddressSanitizer reports:
 * walking a NULL-terminated list, or running a driver's callback.
 */
enum ref_activity {
	REF_IDLE,
	REF_WALK,		/* what: the list; how: "'.attrs' of 'foo_group'" */
	REF_SHOW,		/* what: the driver's show(); how: the file */
	REF_STORE,
};

struct ref_context {
	enum ref_activity activity;
	const void *what;
	const char *how;
	int faulted;		/* set by the host when a report was attributed */
	struct ref_context *outer;
};

void ref_context_enter(struct ref_context *ctx, enum ref_activity activity,
		       const void *what, const char *how);
void ref_context_leave(struct ref_context *ctx);

/* The kernel half's entry points, for sysfsref's commands. */
int ref_api_legacy(void);
int ref_load(void);
int ref_unload(void);
int ref_loaded(void);
int ref_ls(const char *path, int recursive);
int ref_cat(const char *path);
int ref_write(const char *path, const char *data, unsigned long len);
int ref_fill(const char *path, unsigned long size, int byte);
int ref_readlink(const char *path);
int ref_cd(const char *path);
int ref_uevents(void);
const char *ref_cwd(void);
int ref_open(const char *path);
int ref_fd_read(int fd);
int ref_fd_write(int fd, const char *data, unsigned long len);
int ref_close(int fd);
void ref_boot(void);

/* Error text for a negative errno, as a shell would print it. */
const char *ref_strerror(int err);

#endif

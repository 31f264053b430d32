// SPDX-License-Identifier: MIT
/*
 * What user space does with sysfs, the way the kernel serves it: a read
 * hands show() one zeroed page and checks the count it returns; a write
 * hands store() a NUL-terminated copy and, like write(2) called in a loop,
 * writes the rest again when store() took less; binary files go in
 * page-sized chunks at increasing offsets.
 *
 * An open file keeps its entry: under the 2.6 API show() and store() are
 * still called after the attribute is removed (the LWN article's warning;
 * the open file holds a reference to the kobject), under the current API
 * the kernel's active references make such calls fail with -ENODEV.
 */
#include <linux/module.h>

#include "core.h"

#define MAX_BIN_READ	(256 * 1024)

static int loaded;

struct module __this_module = { .name = "corpus" };

int __weak init_module(void);
void __weak cleanup_module(void);

int ref_api_legacy(void)
{
#ifdef SYSFSREF_LEGACY_API
	return 1;
#else
	return 0;
#endif
}

void ref_boot(void)
{
	sysfs_root = sd_new(NULL, "sys", SD_DIR, 0755);
	ref_kobject_boot();
	ref_device_boot();
}

int ref_loaded(void)
{
	return loaded;
}

int ref_load(void)
{
	int err;

	if (loaded)
		return -EEXIST;
	if (!init_module)
		return -ENOEXEC;
	err = init_module();
	if (err)
		return err;
	loaded = 1;
	return 0;
}

int ref_unload(void)
{
	if (!loaded)
		return -ENOENT;
	if (cleanup_module)
		cleanup_module();
	loaded = 0;
	ref_leak_sweep(NULL, "still there after the module's exit");
	return 0;
}

static void print_escaped(const char *data, long len)
{
	long i;
	int binary = 0;

	if (len <= 0)
		return;
	for (i = 0; i < len; i++)
		if ((data[i] < 32 && data[i] != '\n' && data[i] != '\t') ||
		    data[i] == 127)
			binary = 1;
	if (!binary) {
		ref_out("%.*s", (int)len, data);
		if (len && data[len - 1] != '\n')
			ref_out("\n");
		return;
	}
	for (i = 0; i < len; i += 16) {
		long j;

		ref_out("%08lx ", i);
		for (j = i; j < i + 16 && j < len; j++)
			ref_out(" %02x", (unsigned char)data[j]);
		ref_out("\n");
	}
}

/* One read of an ordinary attribute: show() and the count it returns. */
static ssize_t show_page(struct sysfs_dirent *sd, char **out)
{
	const struct kobj_type *t = ref_ktype(sd->kobj);
	const void *fn = ref_attr_show_fn(sd->kobj, sd->attr);
	struct ref_context ctx;
	char path[512];
	ssize_t count;
	char *page;

	if (!t || !t->sysfs_ops || !t->sysfs_ops->show)
		return -EIO;
	/*
	 * Through kobj/device dispatch a bin_attribute's size would be
	 * called as show(): the kernel crashes, sysfsref refuses.
	 */
	if (sd->misfiled_bin && ref_attr_dispatched(sd->kobj))
		return -EIO;
	sd_path(sd, path, sizeof(path));
	page = ref_page_alloc();
	ref_context_enter(&ctx, REF_SHOW, fn, path);
	count = t->sysfs_ops->show(sd->kobj, (struct attribute *)sd->attr, page);
	ref_context_leave(&ctx);
	if (count >= (ssize_t)PAGE_SIZE) {
		ref_report("sysfs-show-bound", REF_AT_FUNCTION, fn,
			   "show() '%s' of '%s' returned %ld, not less than PAGE_SIZE (%lu): the kernel warns 'returned bad count' and keeps %lu bytes",
			   ref_function_name(fn), path, (long)count, PAGE_SIZE,
			   PAGE_SIZE - 1);
		count = PAGE_SIZE - 1;
	} else if (count < -MAX_ERRNO) {
		ref_report("sysfs-show-bound", REF_AT_FUNCTION, fn,
			   "show() '%s' of '%s' returned %ld, neither a count nor an error number",
			   ref_function_name(fn), path, (long)count);
		count = -EIO;
	}
	if (count > 0) {
		*out = kmalloc(count, GFP_KERNEL);
		memcpy(*out, page, count);
	}
	ref_page_free(page);
	return count;
}

/* One write(2) of @len bytes, retried with the rest like stdio does. */
static ssize_t store_all(struct sysfs_dirent *sd, const char *data, size_t len)
{
	const struct kobj_type *t = ref_ktype(sd->kobj);
	const void *fn = ref_attr_store_fn(sd->kobj, sd->attr);
	size_t done = 0, first = 0;
	struct ref_context ctx;
	char path[512];

	if (!t || !t->sysfs_ops || !t->sysfs_ops->store)
		return -EIO;
	if (sd->misfiled_bin && ref_attr_dispatched(sd->kobj))
		return -EIO;
	if (len >= PAGE_SIZE)
		return -E2BIG;
	sd_path(sd, path, sizeof(path));
	while (done < len) {
		size_t count = len - done;
		char *buf = kmalloc(count + 1, GFP_KERNEL);
		ssize_t ret;

		memcpy(buf, data + done, count);
		buf[count] = '\0';
		ref_context_enter(&ctx, REF_STORE, fn, path);
		ret = t->sysfs_ops->store(sd->kobj, (struct attribute *)sd->attr,
					  buf, count);
		ref_context_leave(&ctx);
		kfree(buf);
		if (ret == 0) {
			ref_report("sysfs-store-return", REF_AT_FUNCTION, fn,
				   "store() '%s' of '%s' returned 0 for a %zu-byte write: write(2) returns 0 and user space writes the same bytes again, for ever",
				   ref_function_name(fn), path, count);
			ref_out("sysfsref: write(2) returned 0; a shell would retry for ever, sysfsref gives up\n");
			return done;
		}
		if (ret < 0) {
			if (done)
				ref_report("sysfs-store-return", REF_AT_FUNCTION, fn,
					   "store() '%s' of '%s' returned %zu for a %zu-byte write; the remaining %zu bytes were written again and it failed with %ld",
					   ref_function_name(fn), path, first,
					   len, count, (long)ret);
			return ret;
		}
		if ((size_t)ret > count) {
			ref_report("sysfs-store-return", REF_AT_FUNCTION, fn,
				   "store() '%s' of '%s' returned %ld for a %zu-byte write: more than it was given",
				   ref_function_name(fn), path, (long)ret, count);
			return len;
		}
		if (!done)
			first = ret;
		done += ret;
	}
	return done;
}

static ssize_t bin_read_all(struct sysfs_dirent *sd, char **out)
{
	const struct bin_attribute *battr = sd->battr;
	size_t size = battr->size, total = 0;
	char *data = NULL;

	if (!battr->read)
		return -EIO;
	while (total < MAX_BIN_READ) {
		size_t count = PAGE_SIZE;
		ssize_t ret;
		char *page;

		if (size) {
			if (total >= size)
				break;
			count = min_t(size_t, count, size - total);
		}
		page = ref_page_alloc();
#ifdef SYSFSREF_LEGACY_API
		ret = battr->read(sd->kobj, page, total, count);
#else
		ret = battr->read(NULL, sd->kobj, (struct bin_attribute *)battr,
				  page, total, count);
#endif
		if (ret > 0) {
			char *more = krealloc(data, total + ret, GFP_KERNEL);

			memcpy(more + total, page, ret);
			data = more;
			total += ret;
		}
		ref_page_free(page);
		if (ret < 0) {
			kfree(data);
			return ret;
		}
		if (ret == 0)
			break;
	}
	*out = data;
	return total;
}

static ssize_t bin_write_all(struct sysfs_dirent *sd, const char *data,
			     size_t len)
{
	const struct bin_attribute *battr = sd->battr;
	size_t size = battr->size, done = 0;

	if (!battr->write)
		return -EIO;
	while (done < len) {
		size_t count = min_t(size_t, PAGE_SIZE, len - done);
		ssize_t ret;
		char *page;

		if (size) {
			if (done >= size)
				return done ? (ssize_t)done : -EFBIG;
			count = min_t(size_t, count, size - done);
		}
		page = ref_page_alloc();
		memcpy(page, data + done, count);
#ifdef SYSFSREF_LEGACY_API
		ret = battr->write(sd->kobj, page, done, count);
#else
		ret = battr->write(NULL, sd->kobj, (struct bin_attribute *)battr,
				  page, done, count);
#endif
		ref_page_free(page);
		if (ret < 0)
			return done ? (ssize_t)done : ret;
		if (ret == 0)
			break;
		done += ret;
	}
	return done;
}

static ssize_t read_entry(struct sysfs_dirent *sd, char **out)
{
	*out = NULL;
	if (sd->kind == SD_DIR)
		return -EISDIR;
	if (!(sd->mode & 0444))
		return -EACCES;
	if (sd->kind == SD_BIN)
		return bin_read_all(sd, out);
	return show_page(sd, out);
}

static ssize_t write_entry(struct sysfs_dirent *sd, const char *data,
			   size_t len)
{
	if (sd->kind == SD_DIR)
		return -EISDIR;
	if (!(sd->mode & 0222))
		return -EACCES;
	if (sd->kind == SD_BIN)
		return bin_write_all(sd, data, len);
	return store_all(sd, data, len);
}

int ref_cat(const char *path)
{
	struct sysfs_dirent *sd;
	ssize_t len;
	char *data;
	int err;

	sd = sd_lookup(path, 1, &err);
	if (!sd)
		return err;
	len = read_entry(sd, &data);
	if (len < 0)
		return len;
	print_escaped(data, len);
	kfree(data);
	return 0;
}

int ref_write(const char *path, const char *data, unsigned long len)
{
	struct sysfs_dirent *sd;
	ssize_t ret;
	int err;

	sd = sd_lookup(path, 1, &err);
	if (!sd)
		return err;
	ret = write_entry(sd, data, len);
	return ret < 0 ? ret : 0;
}

int ref_fill(const char *path, unsigned long size, int byte)
{
	char *data = kmalloc(size ? size : 1, GFP_KERNEL);
	struct sysfs_dirent *sd;
	ssize_t ret;
	int err;

	sd = sd_lookup(path, 1, &err);
	if (!sd) {
		kfree(data);
		return err;
	}
	if (sd->kind != SD_BIN) {
		kfree(data);
		return -EINVAL;
	}
	memset(data, byte, size);
	ret = write_entry(sd, data, size);
	kfree(data);
	if (ret >= 0)
		ref_out("%ld bytes written\n", (long)ret);
	return ret < 0 ? ret : 0;
}

static char *relative_target(struct sysfs_dirent *link, char *buf, size_t size)
{
	char from[512];
	const char *to = link->target_path, *a, *b;
	size_t common = 0, i;

	sd_path(link->parent, from, sizeof(from));
	/* The longest common prefix that ends at a '/'. */
	for (a = from, b = to; *a && *a == *b; a++, b++)
		if (*a == '/')
			common = a - from;
	if (!*a && (*b == '/' || !*b))
		common = a - from;
	buf[0] = '\0';
	for (i = common; from[i]; i++)
		if (from[i] == '/')
			strcat(buf, "../");
	strcat(buf, to[common] == '/' ? to + common + 1 : to + common);
	(void)size;
	return buf;
}

int ref_readlink(const char *path)
{
	struct sysfs_dirent *sd;
	char buf[1024];
	int err;

	sd = sd_lookup(path, 0, &err);
	if (!sd)
		return err;
	if (sd->kind != SD_LINK)
		return -EINVAL;
	ref_out("%s\n", relative_target(sd, buf, sizeof(buf)));
	return 0;
}

static void list_entry(struct sysfs_dirent *sd, int indent)
{
	char buf[1024];

	ref_out("%*s%s", indent, "", sd->name);
	if (sd->kind == SD_DIR)
		ref_out("/");
	else if (sd->kind == SD_LINK)
		ref_out(" -> %s%s", relative_target(sd, buf, sizeof(buf)),
			sd->target ? "" : " (dangling)");
	ref_out("\n");
}

static void list_tree(struct sysfs_dirent *dir, int indent, int recursive)
{
	struct sysfs_dirent *sd;

	for (sd = dir->children; sd; sd = sd->next) {
		list_entry(sd, indent);
		if (recursive && sd->kind == SD_DIR)
			list_tree(sd, indent + 4, recursive);
	}
}

int ref_ls(const char *path, int recursive)
{
	struct sysfs_dirent *sd;
	int err;

	sd = sd_lookup(path && *path ? path : ".", 1, &err);
	if (!sd)
		return err;
	if (sd->kind != SD_DIR) {
		list_entry(sd, 0);
		return 0;
	}
	if (recursive) {
		char buf[512];

		ref_out("%s\n", sd_path(sd, buf, sizeof(buf)));
	}
	list_tree(sd, recursive ? 4 : 0, recursive);
	return 0;
}

/* Open files. */
#define MAX_OPEN 16

static struct open_file {
	struct sysfs_dirent *sd;
	struct kobject *kobj;
} open_files[MAX_OPEN];

int ref_open(const char *path)
{
	struct sysfs_dirent *sd;
	int fd, err;

	sd = sd_lookup(path, 1, &err);
	if (!sd)
		return err;
	if (sd->kind == SD_DIR)
		return -EISDIR;
	for (fd = 3; fd < MAX_OPEN; fd++)
		if (!open_files[fd].sd)
			break;
	if (fd == MAX_OPEN)
		return -ENOSPC;
	sd->open_count++;
	open_files[fd].sd = sd;
#ifdef SYSFSREF_LEGACY_API
	open_files[fd].kobj = kobject_get(sd->kobj);
#endif
	return fd;
}

static struct sysfs_dirent *fd_entry(int fd, int *err)
{
	if (fd < 3 || fd >= MAX_OPEN || !open_files[fd].sd) {
		*err = -EBADF;
		return NULL;
	}
	*err = 0;
	return open_files[fd].sd;
}

int ref_fd_read(int fd)
{
	struct sysfs_dirent *sd;
	ssize_t len;
	char *data;
	int err;

	sd = fd_entry(fd, &err);
	if (!sd)
		return err;
	if (sd->removed && !ref_api_legacy())
		return -ENODEV;
	len = read_entry(sd, &data);
	if (len < 0)
		return len;
	print_escaped(data, len);
	kfree(data);
	return 0;
}

int ref_fd_write(int fd, const char *data, unsigned long len)
{
	struct sysfs_dirent *sd;
	ssize_t ret;
	int err;

	sd = fd_entry(fd, &err);
	if (!sd)
		return err;
	if (sd->removed && !ref_api_legacy())
		return -ENODEV;
	ret = write_entry(sd, data, len);
	return ret < 0 ? ret : 0;
}

int ref_close(int fd)
{
	struct sysfs_dirent *sd;
	int err;

	sd = fd_entry(fd, &err);
	if (!sd)
		return err;
	open_files[fd].sd = NULL;
	kobject_put(open_files[fd].kobj);
	open_files[fd].kobj = NULL;
	sd_put(sd);
	return 0;
}

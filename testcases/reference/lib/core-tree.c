// SPDX-License-Identifier: MIT
/*
 * The in-memory sysfs tree: directories, attribute files, binary files and
 * symbolic links under /sys, found by path as a shell would find them.
 * A removed entry leaves the tree at once but stays in memory while an
 * "open file" still refers to it.
 */
#include "core.h"

struct sysfs_dirent *sysfs_root;
const void *ref_probing_dev;
static struct sysfs_dirent *cwd;

struct sysfs_dirent *sd_new(struct sysfs_dirent *parent, const char *name,
			    enum sd_kind kind, unsigned int mode)
{
	struct sysfs_dirent *sd = kzalloc(sizeof(*sd), GFP_KERNEL);
	struct sysfs_dirent **pos;

	sd->name = kstrdup(name, GFP_KERNEL);
	sd->kind = kind;
	sd->mode = mode;
	sd->parent = parent;
	if (parent) {
		/* Keep each directory sorted: ls shows it that way. */
		pos = &parent->children;
		while (*pos && strcmp((*pos)->name, name) < 0)
			pos = &(*pos)->next;
		sd->next = *pos;
		*pos = sd;
	}
	return sd;
}

struct sysfs_dirent *sd_find(struct sysfs_dirent *dir, const char *name)
{
	struct sysfs_dirent *sd;

	if (!dir)
		return NULL;
	for (sd = dir->children; sd; sd = sd->next)
		if (!strcmp(sd->name, name))
			return sd;
	return NULL;
}

static void sd_free(struct sysfs_dirent *sd)
{
	kfree(sd->name);
	kfree(sd->target_path);
	kfree(sd);
}

void sd_put(struct sysfs_dirent *sd)
{
	if (--sd->open_count == 0 && sd->removed)
		sd_free(sd);
}

void sd_remove(struct sysfs_dirent *sd)
{
	struct sysfs_dirent **pos;

	while (sd->children)
		sd_remove(sd->children);
	if (sd->parent) {
		for (pos = &sd->parent->children; *pos; pos = &(*pos)->next)
			if (*pos == sd) {
				*pos = sd->next;
				break;
			}
	}
	if (cwd == sd)
		cwd = NULL;
	sd->parent = NULL;
	sd->removed = 1;
	if (sd->kobj && sd->kind == SD_DIR && sd->kobj->sd == sd)
		sd->kobj->sd = NULL;
	if (!sd->open_count)
		sd_free(sd);
}

char *sd_path(const struct sysfs_dirent *sd, char *buf, size_t size)
{
	char tmp[512];

	if (!sd || sd == sysfs_root) {
		strscpy(buf, "/sys", size);
		return buf;
	}
	sd_path(sd->parent, tmp, sizeof(tmp));
	snprintf(buf, size, "%s/%s", tmp, sd->name);
	return buf;
}

const char *ref_cwd(void)
{
	static char buf[512];

	return sd_path(cwd ? cwd : sysfs_root, buf, sizeof(buf));
}

/*
 * Resolves @path ("/sys/...", or relative to the current directory),
 * following links on the way and, if @follow_last, at the end too.
 */
struct sysfs_dirent *sd_lookup(const char *path, int follow_last, int *err)
{
	struct sysfs_dirent *sd = cwd ? cwd : sysfs_root;
	char buf[512], *p, *part;
	int depth = 0;

	strscpy(buf, path, sizeof(buf));
	p = buf;
	if (*p == '/') {
		if (strncmp(p, "/sys", 4) || (p[4] && p[4] != '/')) {
			*err = -ENOENT;
			return NULL;
		}
		sd = sysfs_root;
		p += 4;
	}
	while (p && *p) {
		while (*p == '/')
			p++;
		if (!*p)
			break;
		part = p;
		p = strchr(p, '/');
		if (p)
			*p++ = '\0';
		if (sd->kind != SD_DIR) {
			*err = -ENOTDIR;
			return NULL;
		}
		if (!strcmp(part, "."))
			continue;
		if (!strcmp(part, "..")) {
			if (sd->parent)
				sd = sd->parent;
			continue;
		}
		sd = sd_find(sd, part);
		if (!sd) {
			*err = -ENOENT;
			return NULL;
		}
		if (sd->kind == SD_LINK && ((p && *p) || follow_last)) {
			int e;

			if (++depth > 8 || !sd->target_path) {
				*err = -ENOENT;
				return NULL;
			}
			sd = sd_lookup(sd->target_path, 1, &e);
			if (!sd) {
				*err = e;
				return NULL;
			}
		}
	}
	*err = 0;
	return sd;
}

int ref_cd(const char *path)
{
	int err;
	struct sysfs_dirent *sd = sd_lookup(path, 1, &err);

	if (!sd)
		return err;
	if (sd->kind != SD_DIR)
		return -ENOTDIR;
	cwd = sd;
	return 0;
}

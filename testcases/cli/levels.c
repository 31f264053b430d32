// SPDX-License-Identifier: GPL-2.0
/* One finding of each level (the tests of --level). */
#include "mini-sysfs.h"

struct kobj_attribute {
	struct attribute attr;
	ssize_t (*show)(struct kobject *kobj, struct kobj_attribute *attr,
			char *buf);
	ssize_t (*store)(struct kobject *kobj, struct kobj_attribute *attr,
			 const char *buf, size_t count);
};

int sprintf(char *buf, const char *fmt, ...);
size_t strlen(const char *s);
const char *firmware_name(void);

/* hardening: nothing in this file bounds the name */
static ssize_t name_show(struct kobject *kobj, struct kobj_attribute *attr,
			 char *buf)
{
	return sprintf(buf, "%s\n", firmware_name());
}

/* style: sysfs ends the buffer with a NUL after count bytes */
static ssize_t name_store(struct kobject *kobj, struct kobj_attribute *attr,
			  const char *buf, size_t count)
{
	return strlen(buf);
}

/* bug: write(2) returns 0 and user space writes again */
static ssize_t reset_store(struct kobject *kobj, struct kobj_attribute *attr,
			   const char *buf, size_t count)
{
	return 0;
}

struct kobj_attribute name_attr = {
	.attr = { .name = "name", .mode = 0644 },
	.show = name_show,
	.store = name_store,
};

struct kobj_attribute reset_attr = {
	.attr = { .name = "reset", .mode = 0200 },
	.store = reset_store,
};

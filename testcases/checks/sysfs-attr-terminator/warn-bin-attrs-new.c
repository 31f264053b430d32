// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: Linux 6.13's const binary attributes (read_new(),
 * .bin_attrs_new) in a list without NULL. The types are declared here as
 * 6.13 has them, since Debian's 6.1 headers do not.
 */
typedef unsigned long size_t;
typedef long ssize_t;
typedef long long loff_t;
typedef unsigned short umode_t;
struct file;
struct kobject;

struct attribute {
	const char *name;
	umode_t mode;
};

struct bin_attribute {
	struct attribute attr;
	size_t size;
	void *private;
	ssize_t (*read)(struct file *, struct kobject *, struct bin_attribute *,
			char *, loff_t, size_t);
	ssize_t (*read_new)(struct file *, struct kobject *,
			    const struct bin_attribute *, char *, loff_t, size_t);
	ssize_t (*write)(struct file *, struct kobject *, struct bin_attribute *,
			 char *, loff_t, size_t);
	ssize_t (*write_new)(struct file *, struct kobject *,
			     const struct bin_attribute *, char *, loff_t,
			     size_t);
};

struct attribute_group {
	const char *name;
	struct attribute **attrs;
	union {
		struct bin_attribute **bin_attrs;
		const struct bin_attribute *const *bin_attrs_new;
	};
};

void *memcpy(void *dst, const void *src, size_t n);
int sysfs_create_group(struct kobject *kobj, const struct attribute_group *grp);

static const char vpd[] = "SERIAL=42";

static ssize_t vpd_read(struct file *filp, struct kobject *kobj,
			const struct bin_attribute *attr, char *buf,
			loff_t off, size_t count)
{
	memcpy(buf, vpd + off, count);
	return count;
}

static const struct bin_attribute bin_attr_vpd = {
	.attr = { .name = "vpd", .mode = 0444 },
	.size = sizeof(vpd),
	.read_new = vpd_read,
};

static const struct bin_attribute *const card_bin_attrs[] = {	/* warn: sysfs-attr-terminator:bug "'.bin_attrs_new' of 'card_group'" */
	&bin_attr_vpd,
};

static const struct attribute_group card_group = {
	.bin_attrs_new = card_bin_attrs,
};

int card_sysfs_init(struct kobject *kobj)
{
	return sysfs_create_group(kobj, &card_group);
}

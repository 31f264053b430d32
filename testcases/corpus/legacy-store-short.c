// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a 2.6 store() that drops the trailing newline and returns
 * the length of the name it kept: write(2) reports a short write and
 * user space writes the newline again, which clears the name.
 *
 * scenario:
 *	load
 *	cat /sys/port0/name
 *	echo serial > /sys/port0/name
 *	cat /sys/port0/name
 *	rm
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

static char port_name[16] = "unnamed";
static struct kobject port_kobj;

static struct attribute name_attr = {
	.name = "name",
	.owner = THIS_MODULE,
	.mode = S_IRUGO | S_IWUSR,
};

static struct attribute *port_attrs[] = {
	&name_attr,
	NULL,
};

static ssize_t port_show(struct kobject *kobj, struct attribute *attr,
			 char *buffer)
{
	return sprintf(buffer, "%s\n", port_name);
}

static ssize_t port_store(struct kobject *kobj,	/* runtime: sysfs-store-return */
			  struct attribute *attr,
			  const char *buffer, size_t size)
{
	size_t len = size;

	if (len && buffer[len - 1] == '\n')
		len--;
	if (len >= sizeof(port_name))
		return -EINVAL;
	memcpy(port_name, buffer, len);
	port_name[len] = '\0';
	return len;	/* warn(sysfscheck): sysfs-store-return -- the store() returns a local set to the size and decremented for the newline; that it is size - 1 is a value fact */
}

static struct sysfs_ops port_sysfs_ops = {
	.show = port_show,
	.store = port_store,
};

static void port_release(struct kobject *kobj)
{
}

static struct kobj_type port_ktype = {
	.release = port_release,
	.sysfs_ops = &port_sysfs_ops,
	.default_attrs = port_attrs,
};

static int __init port_init(void)
{
	kobject_set_name(&port_kobj, "port0");
	port_kobj.ktype = &port_ktype;
	return kobject_register(&port_kobj);
}

static void __exit port_exit(void)
{
	kobject_unregister(&port_kobj);
}

module_init(port_init);
module_exit(port_exit);
MODULE_LICENSE("GPL");

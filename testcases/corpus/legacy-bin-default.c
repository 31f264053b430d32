// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: the article says binary attributes "cannot be set up as
 * default attributes"; this 2.6 driver lists one in default_attrs, where
 * the ktype's show() serves it as text instead of its read().
 *
 * scenario:
 *	load
 *	ls /sys/card0
 *	cat /sys/card0/id
 *	cat /sys/card0/rom
 *	rm
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

static u8 card_rom[256];
static struct kobject card_kobj;

static ssize_t rom_read(struct kobject *kobj, char *buffer, loff_t pos,
			size_t size)
{
	if (pos >= sizeof(card_rom))
		return 0;
	if (size > sizeof(card_rom) - pos)
		size = sizeof(card_rom) - pos;
	memcpy(buffer, card_rom + pos, size);
	return size;
}

static struct bin_attribute rom_attr = {
	.attr = {
		.name = "rom",
		.owner = THIS_MODULE,
		.mode = S_IRUSR,
	},
	.size = sizeof(card_rom),
	.read = rom_read,
};

static struct attribute id_attr = {
	.name = "id",
	.owner = THIS_MODULE,
	.mode = S_IRUGO,
};

static struct attribute *card_attrs[] = {	/* runtime: sysfs-bin-default */
	&id_attr,
	&rom_attr.attr,		/* warn: sysfs-bin-default "rom_attr" */
	NULL,
};

static ssize_t card_show(struct kobject *kobj, struct attribute *attr,
			 char *buffer)
{
	if (attr == &id_attr)
		return sprintf(buffer, "card0\n");
	return -EIO;
}

static struct sysfs_ops card_sysfs_ops = {
	.show = card_show,
};

static void card_release(struct kobject *kobj)
{
}

static struct kobj_type card_ktype = {
	.release = card_release,
	.sysfs_ops = &card_sysfs_ops,
	.default_attrs = card_attrs,
};

static int __init card_init(void)
{
	kobject_set_name(&card_kobj, "card0");
	card_kobj.ktype = &card_ktype;
	return kobject_register(&card_kobj);
}

static void __exit card_exit(void)
{
	kobject_unregister(&card_kobj);
}

module_init(card_init);
module_exit(card_exit);
MODULE_LICENSE("GPL");

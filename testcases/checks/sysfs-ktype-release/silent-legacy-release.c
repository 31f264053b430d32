// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: the 2.6 pattern done right: the ktype stored in the kobject
 * has a release() that frees it
 * check-headers: reference-legacy
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

struct card {
	struct kobject kobj;
	int slot;
};

static void card_release(struct kobject *kobj)
{
	kfree(container_of(kobj, struct card, kobj));
}

static struct sysfs_ops card_sysfs_ops;

static struct kobj_type card_ktype = {
	.release = card_release,
	.sysfs_ops = &card_sysfs_ops,
};

static struct card *card;

static int __init card_init(void)
{
	card = kzalloc(sizeof(*card), GFP_KERNEL);
	if (!card)
		return -ENOMEM;
	kobject_set_name(&card->kobj, "card%d", 0);
	card->kobj.ktype = &card_ktype;
	return kobject_register(&card->kobj);
}

static void __exit card_exit(void)
{
	kobject_unregister(&card->kobj);
}

module_init(card_init);
module_exit(card_exit);
MODULE_LICENSE("GPL");

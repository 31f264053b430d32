// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: the LWN article's example: a kobject in a kset, a kobj_type
 * with sysfs_ops and NULL-terminated default_attrs, a non-default
 * attribute added and removed at will, and a link to another kobject.
 *
 * scenario:
 *	load
 *	tree /sys/example
 *	cat /sys/example/widget/count
 *	echo 42 > /sys/example/widget/count
 *	cat /sys/example/widget/count
 *	cat /sys/example/widget/label
 *	echo -n hello > /sys/example/widget/label
 *	cat /sys/example/widget/label
 *	cat /sys/example/widget/extra
 *	readlink /sys/example/widget/peer
 *	rm
 *	ls /sys
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/sysfs.h>

struct widget {
	struct kobject kobj;
	unsigned long count;
	char label[32];
};

#define to_widget(k) container_of(k, struct widget, kobj)

static struct attribute count_attr = {
	.name = "count",
	.owner = THIS_MODULE,
	.mode = S_IRUGO | S_IWUSR,
};

static struct attribute label_attr = {
	.name = "label",
	.owner = THIS_MODULE,
	.mode = S_IRUGO | S_IWUSR,
};

/* Not a default attribute: created once the widget is in sysfs. */
static struct attribute extra_attr = {
	.name = "extra",
	.owner = THIS_MODULE,
	.mode = S_IRUGO,
};

static struct attribute *widget_default_attrs[] = {
	&count_attr,
	&label_attr,
	NULL,
};

static ssize_t widget_show(struct kobject *kobj, struct attribute *attr,
			   char *buffer)
{
	struct widget *w = to_widget(kobj);

	if (attr == &count_attr)
		return sprintf(buffer, "%lu\n", w->count);
	if (attr == &label_attr)
		return sprintf(buffer, "%s\n", w->label);
	if (attr == &extra_attr)
		return sprintf(buffer, "extra\n");
	return -EIO;
}

static ssize_t widget_store(struct kobject *kobj, struct attribute *attr,
			    const char *buffer, size_t size)
{
	struct widget *w = to_widget(kobj);

	if (attr == &count_attr) {
		char *end;

		w->count = simple_strtoul(buffer, &end, 10);
		if (end == buffer)
			return -EINVAL;
		return size;
	}
	if (attr == &label_attr) {
		if (size >= sizeof(w->label))
			return -EINVAL;
		memcpy(w->label, buffer, size);
		w->label[size] = '\0';
		return size;
	}
	return -EIO;
}

static struct sysfs_ops widget_sysfs_ops = {
	.show = widget_show,
	.store = widget_store,
};

static void widget_release(struct kobject *kobj)
{
	kfree(to_widget(kobj));
}

static struct kobj_type widget_ktype = {
	.release = widget_release,
	.sysfs_ops = &widget_sysfs_ops,
	.default_attrs = widget_default_attrs,
};

static struct kset example_kset;
static struct kobject peer;
static struct widget *widget;

static int __init example_init(void)
{
	int err;

	kobject_set_name(&example_kset.kobj, "example");
	err = kset_register(&example_kset);
	if (err)
		return err;

	kobject_set_name(&peer, "peer");
	peer.kset = &example_kset;
	err = kobject_register(&peer);
	if (err)
		goto out_kset;

	widget = kzalloc(sizeof(*widget), GFP_KERNEL);
	if (!widget) {
		err = -ENOMEM;
		goto out_peer;
	}
	kobject_set_name(&widget->kobj, "widget");
	widget->kobj.ktype = &widget_ktype;
	widget->kobj.kset = &example_kset;
	strcpy(widget->label, "none");
	err = kobject_register(&widget->kobj);
	if (err)
		goto out_free;

	err = sysfs_create_file(&widget->kobj, &extra_attr);
	if (err)
		goto out_widget;
	err = sysfs_create_link(&widget->kobj, &peer, "peer");
	if (err)
		goto out_extra;
	return 0;

out_extra:
	sysfs_remove_file(&widget->kobj, &extra_attr);
out_widget:
	kobject_unregister(&widget->kobj);
	goto out_peer;
out_free:
	kfree(widget);
out_peer:
	kobject_unregister(&peer);
out_kset:
	kset_unregister(&example_kset);
	return err;
}

static void __exit example_exit(void)
{
	sysfs_remove_link(&widget->kobj, "peer");
	sysfs_remove_file(&widget->kobj, &extra_attr);
	kobject_unregister(&widget->kobj);
	kobject_unregister(&peer);
	kset_unregister(&example_kset);
}

module_init(example_init);
module_exit(example_exit);
MODULE_LICENSE("GPL");

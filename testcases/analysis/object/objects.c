/*
 * Objects (object.h): what an expression designates, as a root and a path
 * below it. A variable of the file is itself; a local or parameter stands
 * for any object of its struct type; members are named, array elements
 * are any element; a local assigned a member's address once is an alias.
 *
 * check-options: --debug-analysis
 */
#include <linux/device.h>
#include <linux/platform_device.h>
#include "../probes.h"

struct foo {
	struct device dev;
	struct kobject kobj;
	struct device_attribute attrs[4];
	struct foo *next;
};

static struct foo global_foo;
static struct attribute *foo_attrs[4];

struct foo *to_foo(struct device *dev);

void objects(struct platform_device *pdev, struct foo *foo, int i)
{
	struct kobject *kobj;
	struct kobject *twice;

	kobj = &foo->kobj;
	twice = &foo->kobj;
	twice = &global_foo.kobj;
	__sysfscheck_object(&pdev->dev);	// warn: sysfs-analysis "object: <platform_device>.dev"
	__sysfscheck_object(&global_foo.dev);	// warn: sysfs-analysis "object: global_foo.dev"
	__sysfscheck_object(&foo->next->dev.kobj);	// warn: sysfs-analysis "object: <foo>.next.dev.kobj"
	__sysfscheck_object(&foo->attrs[i]);	// warn: sysfs-analysis "object: <foo>+832[]"
	__sysfscheck_object(&foo_attrs[i]);	// warn: sysfs-analysis "object: foo_attrs[]"
	__sysfscheck_object(kobj);	// warn: sysfs-analysis "object: <kobject> (alias of <foo>.kobj)"
	__sysfscheck_object(twice);	// warn: sysfs-analysis "object: <kobject>"
	__sysfscheck_object("name");	// warn: sysfs-analysis "object: 'name'"
	__sysfscheck_object(&to_foo(&pdev->dev)->dev);	// warn: sysfs-analysis "object: to_foo(<platform_device>.dev)+0"
}

void relations(struct platform_device *pdev, struct foo *foo, int i)
{
	__sysfscheck_same_object(&pdev->dev, &pdev->dev);	// warn: sysfs-analysis "same object: yes"
	__sysfscheck_same_object(&foo->dev, &global_foo.dev);	// warn: sysfs-analysis "same object: no, but the same last member"
	__sysfscheck_same_object(foo, &global_foo);	// warn: sysfs-analysis "same object: any object of its type"
	__sysfscheck_same_object(&foo_attrs[i], &foo_attrs[1]);	// warn: sysfs-analysis "same object: yes"
	__sysfscheck_same_object(&foo_attrs[i], foo_attrs);	// warn: sysfs-analysis "same object: an element of the array"
	__sysfscheck_same_object(&foo->next->dev, &global_foo.dev);	// warn: sysfs-analysis "same object: no, but the same last member"
}

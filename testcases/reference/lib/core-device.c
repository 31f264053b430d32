// SPDX-License-Identifier: MIT
/*
 * The driver model under the current API: devices under /sys/devices,
 * device attributes, the platform bus with its drivers directory, binding
 * (links, the driver's dev_groups, probe()), unbinding (remove(), then the
 * driver core's own clean-up), and managed resources.
 *
 * Registering a platform driver binds it to a platform device of the
 * driver's name, created the first time as if a board file declared it and
 * kept across unload and load, as a real device outlives its driver.
 */
#include "core.h"

#ifdef SYSFSREF_LEGACY_API

void ref_device_boot(void)
{
}

#else

#include <linux/platform_device.h>


/* Managed resources, released newest first. */
enum devres_kind {
	DEVRES_MEM,
	DEVRES_GROUP,
	DEVRES_GROUPS,
};

struct sysfsref_devres {
	enum devres_kind kind;
	const void *ptr;
	struct sysfsref_devres *next;
};

static void devres_add(struct device *dev, enum devres_kind kind,
		       const void *ptr)
{
	struct sysfsref_devres *dr = kzalloc(sizeof(*dr), GFP_KERNEL);

	dr->kind = kind;
	dr->ptr = ptr;
	dr->next = dev->devres;
	dev->devres = dr;
}

static void devres_release_all(struct device *dev)
{
	while (dev->devres) {
		struct sysfsref_devres *dr = dev->devres;

		dev->devres = dr->next;
		switch (dr->kind) {
		case DEVRES_MEM:
			kfree(dr->ptr);
			break;
		case DEVRES_GROUP:
			ref_remove_group(&dev->kobj, dr->ptr);
			break;
		case DEVRES_GROUPS:
			ref_remove_groups(&dev->kobj,
					  (const struct attribute_group **)dr->ptr,
					  "devm_device_add_groups()");
			break;
		}
		kfree(dr);
	}
}

static ssize_t dev_attr_show(struct kobject *kobj, struct attribute *attr,
			     char *buf)
{
	struct device_attribute *dattr = container_of(attr, struct device_attribute, attr);

	return dattr->show ? dattr->show(kobj_to_dev(kobj), dattr, buf) : -EIO;
}

static ssize_t dev_attr_store(struct kobject *kobj, struct attribute *attr,
			      const char *buf, size_t count)
{
	struct device_attribute *dattr = container_of(attr, struct device_attribute, attr);

	return dattr->store ? dattr->store(kobj_to_dev(kobj), dattr, buf, count) : -EIO;
}

const struct sysfs_ops ref_dev_sysfs_ops = {
	.show = dev_attr_show,
	.store = dev_attr_store,
};

static void device_release(struct kobject *kobj)
{
	struct device *dev = kobj_to_dev(kobj);

	devres_release_all(dev);
	if (dev->release)
		dev->release(dev);
	else
		pr_err("Device '%s' does not have a release() function\n",
		       dev_name(dev));
}

static const struct kobj_type device_ktype = {
	.release = device_release,
	.sysfs_ops = &ref_dev_sysfs_ops,
};

static struct kobject *devices_kobj, *platform_kobj;
static struct kobject *bus_kobj, *platform_bus_kobj;
static struct kobject *platform_devices_kobj, *platform_drivers_kobj;

/* Drivers' directories: their kobjects live in static driver structures. */
static void static_release(struct kobject *kobj)
{
}

static const struct kobj_type static_ktype = {
	.release = static_release,
	.sysfs_ops = &kobj_sysfs_ops,
};

static struct kobject *core_dir(const char *name, struct kobject *parent)
{
	return ref_kobject_create(name, parent);
}

void ref_device_boot(void)
{
	devices_kobj = core_dir("devices", NULL);
	platform_kobj = core_dir("platform", devices_kobj);
	bus_kobj = core_dir("bus", NULL);
	platform_bus_kobj = core_dir("platform", bus_kobj);
	platform_devices_kobj = core_dir("devices", platform_bus_kobj);
	platform_drivers_kobj = core_dir("drivers", platform_bus_kobj);
}

void device_initialize(struct device *dev)
{
	kobject_init(&dev->kobj, &device_ktype);
}

int dev_set_name(struct device *dev, const char *fmt, ...)
{
	char name[256];
	va_list args;

	va_start(args, fmt);
	vsnprintf(name, sizeof(name), fmt, args);
	va_end(args);
	return kobject_set_name(&dev->kobj, "%s", name);
}

static int device_add_site(struct device *dev, const void *site)
{
	struct kobject *parent = dev->parent ? &dev->parent->kobj : devices_kobj;
	int err;

	if (dev->init_name)
		kobject_set_name(&dev->kobj, "%s", dev->init_name);
	if (!dev->kobj.name)
		return -EINVAL;
	err = ref_kobject_add_at(&dev->kobj, parent, dev->kobj.name, site,
				 "device_add");
	if (err)
		return err;
	err = ref_create_groups(&dev->kobj, dev->groups, BY_CORE, NULL,
				"device_add", "'.groups' of a struct device");
	if (err)
		kobject_del(&dev->kobj);
	return err;
}

int device_add(struct device *dev)
{
	if (ref_should_fail("device_add"))
		return -ENOMEM;
	return device_add_site(dev, REF_SITE());
}

int device_register(struct device *dev)
{
	if (ref_should_fail("device_register"))
		return -ENOMEM;
	device_initialize(dev);
	return device_add_site(dev, REF_SITE());
}

void device_del(struct device *dev)
{
	ref_remove_groups(&dev->kobj, dev->groups, "'.groups' of a struct device");
	kobject_del(&dev->kobj);
}

void device_unregister(struct device *dev)
{
	device_del(dev);
	put_device(dev);
}

struct device *get_device(struct device *dev)
{
	if (dev)
		kobject_get(&dev->kobj);
	return dev;
}

void put_device(struct device *dev)
{
	if (dev)
		kobject_put(&dev->kobj);
}

int device_create_file(struct device *dev, const struct device_attribute *attr)
{
	if (ref_should_fail("device_create_file"))
		return -ENOMEM;
	if (!dev || !attr)
		return -EINVAL;
	return ref_create_file(&dev->kobj, NULL, &attr->attr, attr->attr.mode,
			       0, NULL, NULL, BY_DRIVER, REF_SITE(),
			       "device_create_file");
}

void device_remove_file(struct device *dev, const struct device_attribute *attr)
{
	if (dev && attr)
		ref_remove_by_name(&dev->kobj, attr->attr.name, SD_FILE);
}

int device_create_bin_file(struct device *dev, const struct bin_attribute *attr)
{
	if (ref_should_fail("device_create_bin_file"))
		return -ENOMEM;
	if (!dev || !attr)
		return -EINVAL;
	return ref_create_bin_file(&dev->kobj, NULL, attr, attr->attr.mode,
				   NULL, BY_DRIVER, REF_SITE(),
				   "device_create_bin_file");
}

void device_remove_bin_file(struct device *dev, const struct bin_attribute *attr)
{
	if (dev && attr)
		ref_remove_by_name(&dev->kobj, attr->attr.name, SD_BIN);
}

int device_add_group(struct device *dev, const struct attribute_group *grp)
{
	if (ref_should_fail("device_add_group"))
		return -ENOMEM;
	return ref_create_group(&dev->kobj, grp, BY_DRIVER, REF_SITE(),
				"device_add_group", 0);
}

void device_remove_group(struct device *dev, const struct attribute_group *grp)
{
	ref_remove_group(&dev->kobj, grp);
}

int device_add_groups(struct device *dev, const struct attribute_group **groups)
{
	if (ref_should_fail("device_add_groups"))
		return -ENOMEM;
	return ref_create_groups(&dev->kobj, groups, BY_DRIVER, REF_SITE(),
				 "device_add_groups", "device_add_groups()");
}

void device_remove_groups(struct device *dev,
			  const struct attribute_group **groups)
{
	ref_remove_groups(&dev->kobj, groups, "device_remove_groups()");
}

int devm_device_add_group(struct device *dev, const struct attribute_group *grp)
{
	int err;

	if (ref_should_fail("devm_device_add_group"))
		return -ENOMEM;
	err = ref_create_group(&dev->kobj, grp, BY_MANAGED, REF_SITE(),
			       "devm_device_add_group", 0);
	if (!err)
		devres_add(dev, DEVRES_GROUP, grp);
	return err;
}

int devm_device_add_groups(struct device *dev,
			   const struct attribute_group **groups)
{
	int err;

	if (ref_should_fail("devm_device_add_groups"))
		return -ENOMEM;
	err = ref_create_groups(&dev->kobj, groups, BY_MANAGED, REF_SITE(),
				"devm_device_add_groups",
				"devm_device_add_groups()");
	if (!err)
		devres_add(dev, DEVRES_GROUPS, groups);
	return err;
}

void *devm_kmalloc(struct device *dev, size_t size, gfp_t gfp)
{
	void *p;

	if (ref_should_fail("devm_kmalloc") || ref_should_fail("devm_kzalloc"))
		return NULL;
	p = kzalloc(size, gfp);
	devres_add(dev, DEVRES_MEM, p);
	return p;
}

void *devm_kzalloc(struct device *dev, size_t size, gfp_t gfp)
{
	return devm_kmalloc(dev, size, gfp);
}

void devm_kfree(struct device *dev, const void *p)
{
	struct sysfsref_devres **pos, *dr;

	for (pos = &dev->devres; (dr = *pos); pos = &dr->next)
		if (dr->kind == DEVRES_MEM && dr->ptr == p) {
			*pos = dr->next;
			kfree(p);
			kfree(dr);
			return;
		}
}

/* The platform bus. */
static struct board_device {
	struct platform_device pdev;
	struct board_device *next;
} *board_devices;

static struct platform_driver *platform_drivers[8];

static void board_release(struct device *dev)
{
}

static struct platform_device *board_device(const char *name, int create)
{
	struct board_device *bd;

	for (bd = board_devices; bd; bd = bd->next)
		if (!strcmp(bd->pdev.name, name))
			return &bd->pdev;
	if (!create)
		return NULL;
	bd = kzalloc(sizeof(*bd), GFP_KERNEL);
	bd->pdev.name = kstrdup(name, GFP_KERNEL);
	bd->pdev.id = PLATFORM_DEVID_NONE;
	bd->pdev.dev.parent = NULL;
	bd->pdev.dev.release = board_release;
	device_initialize(&bd->pdev.dev);
	if (ref_kobject_add_at(&bd->pdev.dev.kobj, platform_kobj, name, NULL,
			       NULL)) {
		kfree(bd);
		return NULL;
	}
	ref_create_link(platform_devices_kobj, &bd->pdev.dev.kobj, name,
			BY_CORE, NULL, "platform_device_add");
	bd->next = board_devices;
	board_devices = bd;
	return &bd->pdev;
}

static void unbind(struct platform_driver *drv, struct platform_device *pdev)
{
	struct device *dev = &pdev->dev;
	char when[300];

	if (dev->driver != &drv->driver)
		return;
	ref_probing_dev = dev;
	if (drv->remove)
		drv->remove(pdev);
	ref_probing_dev = NULL;
	ref_remove_groups(dev->kobj.sd ? &dev->kobj : NULL,
			  drv->driver.dev_groups, "'.dev_groups' of a driver");
	devres_release_all(dev);
	ref_remove_by_name(&dev->kobj, "driver", SD_LINK);
	ref_remove_by_name(&drv->driver.kobj, dev_name(dev), SD_LINK);
	snprintf(when, sizeof(when), "still there after remove() of '%s'",
		 dev_name(dev));
	ref_leak_sweep(dev, when);
	dev->driver = NULL;
	dev->driver_data = NULL;
}

static int bind(struct platform_driver *drv, struct platform_device *pdev)
{
	struct device *dev = &pdev->dev;
	char how[300], when[300];
	int err;

	if (dev->driver)
		return -EBUSY;
	dev->driver = &drv->driver;
	ref_create_link(&drv->driver.kobj, &dev->kobj, dev_name(dev), BY_CORE,
			NULL, "driver_sysfs_add");
	ref_create_link(&dev->kobj, &drv->driver.kobj, "driver", BY_CORE,
			NULL, "driver_sysfs_add");
	ref_probing_dev = dev;
	err = drv->probe ? drv->probe(pdev) : 0;
	ref_probing_dev = NULL;
	if (!err) {
		snprintf(how, sizeof(how), "'.dev_groups' of '%s'",
			 ref_data_name(drv));
		err = ref_create_groups(&dev->kobj, drv->driver.dev_groups,
					BY_CORE, NULL, "device_add_groups",
					how);
		if (err && drv->remove)
			drv->remove(pdev);
	}
	if (!err)
		return 0;
	pr_warn("%s: probe of %s failed with error %d\n",
	       drv->driver.name, dev_name(dev), err);
	devres_release_all(dev);
	ref_remove_by_name(&dev->kobj, "driver", SD_LINK);
	ref_remove_by_name(&drv->driver.kobj, dev_name(dev), SD_LINK);
	snprintf(when, sizeof(when), "still there after probe() of '%s' failed with %d",
		 dev_name(dev), err);
	ref_leak_sweep(dev, when);
	dev->driver = NULL;
	dev->driver_data = NULL;
	return err;
}

int platform_driver_register(struct platform_driver *drv)
{
	struct platform_device *pdev;
	int err, i;

	if (ref_should_fail("platform_driver_register"))
		return -ENOMEM;
	if (!drv->driver.name)
		return -EINVAL;
	memset(&drv->driver.kobj, 0, sizeof(drv->driver.kobj));
	kobject_init(&drv->driver.kobj, &static_ktype);
	err = ref_kobject_add_at(&drv->driver.kobj, platform_drivers_kobj,
				 drv->driver.name, NULL, NULL);
	if (err)
		return err;
	for (i = 0; i < (int)ARRAY_SIZE(platform_drivers); i++)
		if (!platform_drivers[i]) {
			platform_drivers[i] = drv;
			break;
		}
	pdev = board_device(drv->driver.name, 1);
	if (pdev)
		bind(drv, pdev);	/* a failed probe leaves it unbound */
	return 0;
}

void platform_driver_unregister(struct platform_driver *drv)
{
	struct board_device *bd;
	int i;

	for (bd = board_devices; bd; bd = bd->next)
		unbind(drv, &bd->pdev);
	for (i = 0; i < (int)ARRAY_SIZE(platform_drivers); i++)
		if (platform_drivers[i] == drv)
			platform_drivers[i] = NULL;
	kobject_del(&drv->driver.kobj);
	drv->driver.kobj.refcount.counter = 0;
	drv->driver.kobj.state_initialized = 0;
}

struct platform_device *platform_device_register_simple(const char *name,
							int id, const void *res,
							unsigned int num)
{
	struct platform_device *pdev;
	int i;

	if (ref_should_fail("platform_device_register_simple"))
		return ERR_PTR(-ENOMEM);
	pdev = board_device(name, 1);
	if (!pdev)
		return ERR_PTR(-EEXIST);
	for (i = 0; i < (int)ARRAY_SIZE(platform_drivers); i++)
		if (platform_drivers[i] &&
		    !strcmp(platform_drivers[i]->driver.name, name))
			bind(platform_drivers[i], pdev);
	return pdev;
}

void platform_device_unregister(struct platform_device *pdev)
{
	struct board_device **pos, *bd;
	int i;

	for (i = 0; i < (int)ARRAY_SIZE(platform_drivers); i++)
		if (platform_drivers[i])
			unbind(platform_drivers[i], pdev);
	for (pos = &board_devices; (bd = *pos); pos = &bd->next)
		if (&bd->pdev == pdev) {
			*pos = bd->next;
			break;
		}
	ref_remove_by_name(platform_devices_kobj, dev_name(&pdev->dev), SD_LINK);
	device_del(&pdev->dev);
}

#endif

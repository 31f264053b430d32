/* SPDX-License-Identifier: MIT */
/*
 * Reference implementation: the platform bus. Registering a platform driver
 * binds it to a device of the same name, which the reference creates as if
 * a board file had declared it (/sys/devices/platform/<name>).
 */
#ifndef _LINUX_PLATFORM_DEVICE_H
#define _LINUX_PLATFORM_DEVICE_H

#include <linux/device.h>
#include <linux/init.h>
#include <linux/module.h>

#define PLATFORM_DEVID_NONE	(-1)

struct platform_device {
	const char *name;
	int id;
	struct device dev;
};

#define to_platform_device(x)	container_of((x), struct platform_device, dev)

struct platform_driver {
	int (*probe)(struct platform_device *pdev);
	int (*remove)(struct platform_device *pdev);
	struct device_driver driver;
};

int __must_check platform_driver_register(struct platform_driver *drv);
void platform_driver_unregister(struct platform_driver *drv);

struct platform_device *platform_device_register_simple(const char *name,
							int id, const void *res,
							unsigned int num);
void platform_device_unregister(struct platform_device *pdev);

static inline void *platform_get_drvdata(const struct platform_device *pdev)
{
	return dev_get_drvdata(&pdev->dev);
}

static inline void platform_set_drvdata(struct platform_device *pdev,
					void *data)
{
	dev_set_drvdata(&pdev->dev, data);
}

#define module_platform_driver(__drv)					\
static int __init __drv##_init(void)					\
{									\
	return platform_driver_register(&(__drv));			\
}									\
module_init(__drv##_init);						\
static void __exit __drv##_exit(void)					\
{									\
	platform_driver_unregister(&(__drv));				\
}									\
module_exit(__drv##_exit)

#endif

// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a driver attribute written with __ATTR() and mode 0600 but
 * only a store(): root cannot read it back
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/pci.h>
#include <linux/sysfs.h>

static unsigned int debug_level;

static ssize_t debug_store(struct device_driver *drv, const char *buf,
			   size_t count)
{
	int ret = kstrtouint(buf, 0, &debug_level);

	return ret ? ret : count;
}

static struct driver_attribute driver_attr_debug =	/* warn: sysfs-attr-mode "'debug' ('driver_attr_debug') has mode 0600: it grants read, but there is no show()" */
	__ATTR(debug, 0600, NULL, debug_store);

static struct pci_driver nic_driver = {
	.name = "nic_demo",
};

static int __init nic_init(void)
{
	int err = pci_register_driver(&nic_driver);

	if (err)
		return err;
	err = driver_create_file(&nic_driver.driver, &driver_attr_debug);
	if (err)
		pci_unregister_driver(&nic_driver);
	return err;
}

static void __exit nic_exit(void)
{
	driver_remove_file(&nic_driver.driver, &driver_attr_debug);
	pci_unregister_driver(&nic_driver);
}

module_init(nic_init);
module_exit(nic_exit);
MODULE_LICENSE("GPL");

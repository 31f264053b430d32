// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: snprintf() sized by strlen() or sizeof() of the literal it prints
 *
 * The megaraid_sas pattern: "%s\n" of a version literal into
 * strlen(literal) + 2 bytes, exactly the text and its NUL. strlen() of a
 * literal is a constant, so the text is never cut and the would-be length
 * is what was written.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/pci.h>
#include <linux/string.h>
#include <linux/sysfs.h>

#define RAIDCTL_VERSION		"07.719.03.00-rc1"
#define RAIDCTL_RELDATE		"Sep 29, 2021"

static ssize_t version_show(struct device_driver *dd, char *buf)
{
	return snprintf(buf, strlen(RAIDCTL_VERSION) + 2, "%s\n",
			RAIDCTL_VERSION);
}
static DRIVER_ATTR_RO(version);

static ssize_t release_date_show(struct device_driver *dd, char *buf)
{
	return snprintf(buf, sizeof(RAIDCTL_RELDATE) + 1, "%s\n",
			RAIDCTL_RELDATE);
}
static DRIVER_ATTR_RO(release_date);

static struct attribute *raidctl_drv_attrs[] = {
	&driver_attr_version.attr,
	&driver_attr_release_date.attr,
	NULL,
};
ATTRIBUTE_GROUPS(raidctl_drv);

static struct pci_driver raidctl_driver = {
	.name = "raidctl",
	.driver.groups = raidctl_drv_groups,
};
module_pci_driver(raidctl_driver);

MODULE_LICENSE("GPL");

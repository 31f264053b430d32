// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: probe() creates binary files that a macro of the driver
 * defines without static and its header declares; remove() calls a
 * function of the driver's other file (hba_kill_adapter()), which can
 * name them and removes them (esas2r_main.c's ESAS2R_RW_BIN_ATTR(),
 * esas2r_remove() and esas2r_init.c, Linux 6.1). The rule sees neither
 * the header nor the macro's names: what tells it is that the attributes
 * are not static here and the teardown hands off to its driver
 */
#include <linux/module.h>
#include <linux/pci.h>
#include <linux/sysfs.h>

#include "shared-bin-attrs.h"

static ssize_t read_fw(struct file *file, struct kobject *kobj,
		       struct bin_attribute *attr, char *buf, loff_t off,
		       size_t count)
{
	struct hba_adapter *a = dev_get_drvdata(kobj_to_dev(kobj));

	return memory_read_from_buffer(buf, count, &off, a->fw, sizeof(a->fw));
}

static ssize_t read_nvram(struct file *file, struct kobject *kobj,
			  struct bin_attribute *attr, char *buf, loff_t off,
			  size_t count)
{
	struct hba_adapter *a = dev_get_drvdata(kobj_to_dev(kobj));

	return memory_read_from_buffer(buf, count, &off, a->nvram,
				       sizeof(a->nvram));
}

#define HBA_RO_BIN_ATTR(_name) \
	struct bin_attribute bin_attr_ ## _name = { \
		.attr = { .name = __stringify(_name), .mode = 0400 }, \
		.read = read_ ## _name }

HBA_RO_BIN_ATTR(fw);
HBA_RO_BIN_ATTR(nvram);

static int hba_probe(struct pci_dev *pcid, const struct pci_device_id *id)
{
	struct hba_adapter *a;
	int err;

	err = pcim_enable_device(pcid);
	if (err)
		return err;
	a = devm_kzalloc(&pcid->dev, sizeof(*a), GFP_KERNEL);
	if (!a)
		return -ENOMEM;
	a->dev = &pcid->dev;
	pci_set_drvdata(pcid, a);

	if (sysfs_create_bin_file(&pcid->dev.kobj, &bin_attr_fw))
		dev_warn(&pcid->dev, "no fw file\n");
	else
		a->sysfs_fw_created = 1;
	if (sysfs_create_bin_file(&pcid->dev.kobj, &bin_attr_nvram))
		dev_warn(&pcid->dev, "no nvram file\n");
	else
		a->sysfs_nvram_created = 1;
	return 0;
}

static void hba_remove(struct pci_dev *pdev)
{
	struct hba_adapter *a = pci_get_drvdata(pdev);

	hba_kill_adapter(a->index);
}

static const struct pci_device_id hba_pci_table[] = {
	{ PCI_DEVICE(0x1bd0, 0x0049) },
	{ }
};
MODULE_DEVICE_TABLE(pci, hba_pci_table);

static struct pci_driver hba_driver = {
	.name = "hba",
	.id_table = hba_pci_table,
	.probe = hba_probe,
	.remove = hba_remove,
};
module_pci_driver(hba_driver);

MODULE_LICENSE("GPL");

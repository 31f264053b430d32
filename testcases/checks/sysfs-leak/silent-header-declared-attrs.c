// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: probe() creates binary files whose attributes the driver's
 * header declares; remove() leaves the teardown to a function of another
 * file (hba_kill_adapter() in the adapter file), which removes them under
 * the flags probe sets (esas2r_probe() and esas2r_kill_adapter(),
 * drivers/scsi/esas2r, Linux 6.1)
 */
#include <linux/module.h>
#include <linux/pci.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

#include "shared-bin-attrs.h"

static ssize_t fw_read(struct file *file, struct kobject *kobj,
		       struct bin_attribute *attr, char *buf, loff_t off,
		       size_t count)
{
	struct hba_adapter *a = dev_get_drvdata(kobj_to_dev(kobj));

	return memory_read_from_buffer(buf, count, &off, a->fw, sizeof(a->fw));
}

static ssize_t nvram_read(struct file *file, struct kobject *kobj,
			  struct bin_attribute *attr, char *buf, loff_t off,
			  size_t count)
{
	struct hba_adapter *a = dev_get_drvdata(kobj_to_dev(kobj));

	return memory_read_from_buffer(buf, count, &off, a->nvram,
				       sizeof(a->nvram));
}

struct bin_attribute bin_attr_fw = __BIN_ATTR_RO(fw, 4096);
struct bin_attribute bin_attr_nvram = __BIN_ATTR_RO(nvram, 512);

static int found_adapters;

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
	a->index = found_adapters;
	pci_set_drvdata(pcid, a);

	if (sysfs_create_bin_file(&pcid->dev.kobj, &bin_attr_fw))
		dev_warn(&pcid->dev, "Failed to create sysfs binary file: fw\n");
	else
		a->sysfs_fw_created = 1;

	if (sysfs_create_bin_file(&pcid->dev.kobj, &bin_attr_nvram))
		dev_warn(&pcid->dev, "Failed to create sysfs binary file: nvram\n");
	else
		a->sysfs_nvram_created = 1;

	found_adapters++;
	return 0;
}

static void hba_remove(struct pci_dev *pdev)
{
	struct hba_adapter *a = pci_get_drvdata(pdev);

	hba_kill_adapter(a->index);
	found_adapters--;
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

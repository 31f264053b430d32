// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a file in the mmc host's class device goes with it:
 * mmc_remove_host() deletes the directory, on probe's error path and in
 * remove() (omap_hsmmc in Linux 6.1)
 */
#include <linux/device.h>
#include <linux/mmc/host.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

struct demo_mmc {
	struct mmc_host *mmc;
	const char *slot_name;
};

static ssize_t slot_name_show(struct device *dev,
			      struct device_attribute *attr, char *buf)
{
	struct mmc_host *mmc = container_of(dev, struct mmc_host, class_dev);
	struct demo_mmc *host = mmc_priv(mmc);

	return sysfs_emit(buf, "%s\n", host->slot_name);
}
static DEVICE_ATTR_RO(slot_name);

static const struct mmc_host_ops demo_mmc_ops;

static int demo_mmc_probe(struct platform_device *pdev)
{
	struct demo_mmc *host;
	struct mmc_host *mmc;
	int ret;

	mmc = mmc_alloc_host(sizeof(*host), &pdev->dev);
	if (!mmc)
		return -ENOMEM;
	host = mmc_priv(mmc);
	host->mmc = mmc;
	host->slot_name = dev_name(&pdev->dev);
	mmc->ops = &demo_mmc_ops;
	platform_set_drvdata(pdev, host);

	ret = mmc_add_host(mmc);
	if (ret)
		goto err_free;

	ret = device_create_file(&mmc->class_dev, &dev_attr_slot_name);
	if (ret < 0)
		goto err_slot_name;

	ret = device_init_wakeup(&pdev->dev, true);
	if (ret)
		goto err_slot_name;
	return 0;

err_slot_name:
	mmc_remove_host(mmc);
err_free:
	mmc_free_host(mmc);
	return ret;
}

static int demo_mmc_remove(struct platform_device *pdev)
{
	struct demo_mmc *host = platform_get_drvdata(pdev);

	mmc_remove_host(host->mmc);
	device_init_wakeup(&pdev->dev, false);
	mmc_free_host(host->mmc);
	return 0;
}

static struct platform_driver demo_mmc_driver = {
	.probe = demo_mmc_probe,
	.remove = demo_mmc_remove,
	.driver = {
		.name = "demo-mmc",
	},
};
module_platform_driver(demo_mmc_driver);
MODULE_LICENSE("GPL");

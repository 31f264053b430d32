// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: .suppress_bind_attrs only hides the bind and unbind files:
 * a module's exit still unregisters the driver and unbinds its devices,
 * so the file must go in the devm action, the only teardown there is
 */
#include <linux/device.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>

struct demo_pmc {
	struct device *dev;
	unsigned int reset_reason;
	int suspend_mode;
};

static struct demo_pmc *pmc;

static ssize_t reset_reason_show(struct device *dev,
				 struct device_attribute *attr, char *buf)
{
	return sysfs_emit(buf, "%u\n", pmc->reset_reason);
}
static DEVICE_ATTR_RO(reset_reason);

static void demo_pmc_sysfs_init(struct demo_pmc *pmc)
{
	int err;

	err = device_create_file(pmc->dev, &dev_attr_reset_reason);	/* warn(sysfscheck): sysfs-leak "never removed by demo_pmc_reset_suspend_mode()" -- the rule reports nothing in this file (scripts/sysfscheck-cocci --rule=sysfs-leak); it pairs probe() only with remove(), and this driver has only a devm action */
	if (err < 0)
		dev_warn(pmc->dev, "failed to create attr: %d\n", err);
}

static void demo_pmc_reset_suspend_mode(void *data)
{
	pmc->suspend_mode = -1;
}

static int demo_pmc_probe(struct platform_device *pdev)
{
	int err;

	pmc = devm_kzalloc(&pdev->dev, sizeof(*pmc), GFP_KERNEL);
	if (!pmc)
		return -ENOMEM;
	pmc->dev = &pdev->dev;
	pmc->suspend_mode = 0;

	err = devm_add_action_or_reset(&pdev->dev, demo_pmc_reset_suspend_mode,
				       NULL);
	if (err)
		return err;

	demo_pmc_sysfs_init(pmc);
	return 0;
}

static const struct of_device_id demo_pmc_match[] = {
	{ .compatible = "demo,pmc" },
	{ }
};

static struct platform_driver demo_pmc_driver = {
	.driver = {
		.name = "demo-pmc",
		.suppress_bind_attrs = true,
		.of_match_table = demo_pmc_match,
	},
	.probe = demo_pmc_probe,
};
module_platform_driver(demo_pmc_driver);
MODULE_LICENSE("GPL");

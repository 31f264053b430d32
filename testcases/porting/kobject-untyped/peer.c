/* Kobjects without a ktype: in a kset, with a parent, in two steps. */
static struct kset example_kset;
static struct kobject peer;
static struct kobject child;
static struct kobject bare;

static int __init example_init(void)
{
	int err;

	kobject_set_name(&peer, "peer");
	peer.kset = &example_kset;
	err = kobject_register(&peer);
	if (err)
		return err;
	kobject_init(&child);
	kobject_set_name(&child, "child");
	child.parent = &peer;
	err = kobject_add(&child);
	if (err)
		goto out_peer;
	kobject_set_name(&bare, "bare");
	err = kobject_register(&bare);
	if (err)
		goto out_child;
	return sysfs_create_link(&child, &peer, "peer");

out_child:
	kobject_put(&child);
out_peer:
	kobject_put(&peer);
	return err;
}

static void __exit example_exit(void)
{
	sysfs_remove_link(&child, "peer");
	kobject_put(&bare);
	kobject_put(&child);
	kobject_put(&peer);
}

// SPDX-License-Identifier: MIT
/// A static kset named with kobject_set_name() and registered with
/// kset_register() has no ktype, which kset_register() refuses since
/// Linux 6.1 ("must have a ktype to be initialized properly!"); the
/// kernel's way to make one is kset_create_and_add(name, NULL, parent).
/// The kset becomes a pointer created that way (the parent is the one
/// assigned to its kobject before, else NULL); every '&kset' becomes
/// 'kset' and 'kset.member' 'kset->member'; kset_unregister() stays.
/// Runs after the kobject rules, so that a kobject's parent written as
/// '&kset.kobj' follows the kset.
///
// Confidence: Moderate
// Options: --no-includes --include-headers
// Keywords: kset_register, kset_create_and_add, kobject_set_name

virtual patch

@create depends on patch@
identifier S;
expression NAME, P, E;
@@

-	kobject_set_name(&S.kobj, NAME);
	...
(
-	S.kobj.parent = P;
	...
(
-	E = kset_register(&S);
+	S = kset_create_and_add(NAME, NULL, P);
+	E = S ? 0 : -ENOMEM;
|
-	return kset_register(&S);
+	S = kset_create_and_add(NAME, NULL, P);
+	return S ? 0 : -ENOMEM;
)
|
(
-	E = kset_register(&S);
+	S = kset_create_and_add(NAME, NULL, NULL);
+	E = S ? 0 : -ENOMEM;
|
-	return kset_register(&S);
+	S = kset_create_and_add(NAME, NULL, NULL);
+	return S ? 0 : -ENOMEM;
)
)

@depends on create@
identifier create.S;
@@

-	struct kset S;
+	struct kset *S;

@depends on create@
identifier create.S;
identifier member;
@@

-	S.member
+	S->member

@depends on create@
identifier create.S;
@@

-	&S
+	S

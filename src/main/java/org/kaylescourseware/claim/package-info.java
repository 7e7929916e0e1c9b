/**
 * Claims checked by computation, shared by every part of the solver: {@link CheckedClaim} (a
 * source's claim, how and over what it was checked, the verdict and the first counterexample) and
 * {@link Erratum} (a slip of a source, its correction and the checks that show both). The package
 * sits below every other layer and depends on none, so the misère and partizan studies and the site
 * layer speak of a checked claim with one type.
 */
package org.kaylescourseware.claim;

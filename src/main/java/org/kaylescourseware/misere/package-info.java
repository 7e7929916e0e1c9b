/**
 * Misère play: outcome search on multisets of heaps, misère Nim, misère quotients and reduced forms.
 * Pure mathematics; no pages.
 */
package org.kaylescourseware.misere;

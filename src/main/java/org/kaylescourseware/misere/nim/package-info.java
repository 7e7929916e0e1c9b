/**
 * Misère Nim: Bouton's rule for play, and the paper "Misère equivalence classes of Nim positions"
 * (INTEGERS 16, 2016): reduced forms (Definition 5) derived rule by rule, the equivalence classes,
 * the quasi-lexicographic order and the order lemmas, each checked by computation.
 */
package org.kaylescourseware.misere.nim;

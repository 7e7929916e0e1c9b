package org.kaylescourseware.misere;

import org.kaylescourseware.game.GameTree;

/** A memo key of two forms, ordered or (for symmetric relations) put in canonical order. */
record FormPair(GameTree first, GameTree second) {

    static FormPair unordered(GameTree a, GameTree b) {
        boolean inOrder = a.hashCode() < b.hashCode() || (a.hashCode() == b.hashCode() && a.compareTo(b) <= 0);
        return inOrder ? new FormPair(a, b) : new FormPair(b, a);
    }
}

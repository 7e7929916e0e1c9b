package org.kaylescourseware.misere.nim;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.kaylescourseware.game.GameTree;
import org.kaylescourseware.game.GameTreeCache;

/**
 * The misère adjoint G° (Siegel, Combinatorial Game Theory, V.3 and V.6): a game with G + G° in P⁻.
 * 0° = *; otherwise Left's options of G° are the adjoints of G's Right options (or 0 when G has
 * none) and Right's are the adjoints of G's Left options (or 0). Whichever player moves in G + G°,
 * the other answers with the matching adjoint, or, when the mover used the 0, leaves him with no
 * move, which wins under misère play. For impartial G the adjoint is impartial.
 */
public final class MisereAdjoint {

    private final GameTreeCache cache;
    private final Map<GameTree, GameTree> known = new HashMap<>();

    public MisereAdjoint(GameTreeCache cache) {
        this.cache = cache;
    }

    public GameTree of(GameTree g) {
        GameTree adjoint = known.get(g);
        if (adjoint == null) {
            adjoint = build(g);
            known.put(g, adjoint);
        }
        return adjoint;
    }

    private GameTree build(GameTree g) {
        if (g.isZero()) {
            return cache.impartial(List.of(GameTree.ZERO));
        }
        if (g.isImpartial()) {
            return cache.impartial(adjoints(g.options()));
        }
        List<GameTree> left = g.rightOptions().isEmpty() ? List.of(GameTree.ZERO) : adjoints(g.rightOptions());
        List<GameTree> right = g.leftOptions().isEmpty() ? List.of(GameTree.ZERO) : adjoints(g.leftOptions());
        return cache.form(left, right);
    }

    private List<GameTree> adjoints(List<GameTree> options) {
        List<GameTree> adjoints = new ArrayList<>();
        for (GameTree option : options) {
            adjoints.add(of(option));
        }
        return adjoints;
    }
}

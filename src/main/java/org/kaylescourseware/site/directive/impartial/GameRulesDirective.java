package org.kaylescourseware.site.directive.impartial;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.game.PlayConvention;
import org.kaylescourseware.rules.ImpartialRule;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.games.GameDefinition;

/**
 * {@code game-rules game=dawsons-chess}: the rules of a game in words, generated from its rule: for
 * an octal code, one line per non-zero digit saying what removing that many tokens may leave
 * (Winning Ways, ch. 4: bit 1 no heap, bit 2 one heap, bit 4 two heaps); for Nim, one line.
 */
public final class GameRulesDirective implements Directive {

    /**
     * @param moves       one sentence per kind of move
     * @param conventions how the course plays it, e.g. "normal play: the player who cannot move loses"
     */
    record GameRules(String game, String rule, boolean octal, List<Move> moves, List<Convention> conventions) {
    }

    /** One digit's moves: {@code digit} is 0 for Nim. */
    record Move(int remove, int digit, String text) {
    }

    record Convention(String title, String ending) {
    }

    @Override
    public String kind() {
        return "game-rules";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(Parameter.GAME);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        GameDefinition game = arguments.get(Parameter.GAME);
        ImpartialRule rule = game.rule();
        List<Move> moves = rule.removalBound().isPresent() ? moves(rule) : List.of(anySmallerHeap(rule));
        List<Convention> conventions = new ArrayList<>();
        for (PlayConvention convention : game.conventions()) {
            conventions.add(new Convention(convention.title(), convention.ending()));
        }
        return new GameRules(game.name(), rule.code(), rule.removalBound().isPresent(), moves, conventions);
    }

    /** A rule without a removal bound has an octal code of infinitely many digits: Nim's 0.333… is said in one line. */
    private static Move anySmallerHeap(ImpartialRule rule) {
        if (!rule.optionsAreEverySmallerHeap()) {
            throw new IllegalStateException("no words for the rule " + rule.code() + ": it has no removal bound and is not Nim");
        }
        return new Move(0, 0, "Take any number of tokens, at least one, from one heap; the rest of the heap stays.");
    }

    /** One line per non-zero digit of a rule with a removal bound. */
    static List<Move> moves(ImpartialRule octal) {
        List<Move> moves = new ArrayList<>();
        if ((octal.digit(0) & 4) != 0) {
            moves.add(new Move(0, octal.digit(0), "Split a heap into two non-empty heaps, removing no token."));
        }
        for (int k = 1; k <= octal.removalBound().orElseThrow(); k++) {
            int d = octal.digit(k);
            if (d == 1) {
                moves.add(new Move(k, d, "Remove " + tokens(k) + ", but only a whole heap of " + k + "."));
            } else if (d != 0) {
                moves.add(new Move(k, d, "Remove " + tokens(k) + " from a heap, leaving " + leaves(d, k) + "."));
            }
        }
        return moves;
    }

    /** What digit {@code d} lets a removal of {@code k} leave, e.g. "no heap, one heap or two heaps". */
    static String leaves(int d, int k) {
        List<String> parts = new ArrayList<>();
        if ((d & 1) != 0) {
            parts.add("no heap (the heap had exactly " + k + ")");
        }
        if ((d & 2) != 0) {
            parts.add("one heap (taken from an end)");
        }
        if ((d & 4) != 0) {
            parts.add("two non-empty heaps (taken from the middle)");
        }
        if (parts.size() == 1) {
            return parts.get(0);
        }
        return String.join(", ", parts.subList(0, parts.size() - 1)) + " or " + parts.get(parts.size() - 1);
    }

    private static String tokens(int k) {
        return k == 1 ? "1 token" : k + " tokens";
    }
}

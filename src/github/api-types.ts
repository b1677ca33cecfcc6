/** The shapes GitHubHelper (helper.ts) answers in: repository terms, not the REST API's own. */

export interface RepoRef {
  owner: string;
  repo: string;
}

export interface PullRef {
  number: number;
  url: string;
  headRef: string;
  baseRef: string;
  state: string;
  body: string;
}

export interface IssueComment {
  id: number;
  body: string;
  user: string;
  userType: string;
  url: string;
}

/** An inline review comment: on a line of the PR's diff. */
export interface ReviewComment {
  id: number;
  reviewId: number | null;
  path: string;
  /** Line in the file (new side); the original line when the comment is outdated; null for file-level comments. */
  line: number | null;
  diffHunk: string;
  body: string;
  user: string;
  userType: string;
  url: string;
}

/** One line comment of a review: on `line` (and from `start_line`) of the PR head's side of the diff. */
export interface ReviewLineComment {
  path: string;
  body: string;
  line: number;
  side: 'RIGHT';
  start_line?: number;
  start_side?: 'RIGHT';
}

export interface WorkflowJob {
  id: number;
  name: string;
  conclusion: string | null;
  failedSteps: string[];
  url: string;
}
